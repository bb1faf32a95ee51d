import { z } from 'zod';
import { parseNode } from '../schemas';
import { useStoryContentOptions } from '../story-content-context';

const VariableSchema = z.looseObject({
    type: z.enum(['variable', 'placeholder']),
    key: z.string(),
    fallback: z.string().optional().catch(undefined),
});

/** A value filled in at render time; the only key the format defines is the publication date. */
export function Variable({ node }: { node: unknown }) {
    const options = useStoryContentOptions();
    const variable = parseNode(VariableSchema, node);
    if (!variable) return null;
    const value = variable.key === 'publication.date' ? options.publicationDate : null;
    return <>{value || variable.fallback || null}</>;
}
