import { z } from 'zod';
import { variableText } from '../../../domain/stories/story-blocks';
import { parseNode } from '../schemas';
import { useStoryContentOptions } from '../story-content-context';

const VariableSchema = z.looseObject({
    type: z.enum(['variable', 'placeholder']),
    key: z.string(),
    fallback: z.string().optional().catch(undefined),
});

/** A value filled in at render time (domain/stories/story-blocks.ts, variableText: the same in Copy text and the PDF). */
export function Variable({ node }: { node: unknown }) {
    const options = useStoryContentOptions();
    const variable = parseNode(VariableSchema, node);
    if (!variable) return null;
    return <>{variableText(variable, options) || null}</>;
}
