import { z } from 'zod';
import { classNames, textAlignClass } from '../class-names';
import { ChildrenSchema, parseNode, TextAlignSchema } from '../schemas';
import { useStoryContentOptions } from '../story-content-context';
import { InlineContent, isBlankInline } from './InlineContent';

const HeadingSchema = z.looseObject({
    type: z.enum(['heading-one', 'heading-two']),
    role: z.string().optional().catch(undefined),
    children: ChildrenSchema,
    align: TextAlignSchema,
});

/**
 * A section heading. The story title is the page's only h1, so heading-one is an h2 and
 * heading-two an h3, or an h2 in a body without heading-one (headings never skip a level).
 * Its look follows the editor's choice, not the level. Title and subtitle headings repeat what
 * the story header already shows.
 */
export function Heading({ node }: { node: unknown }) {
    const { headingTwoLevel = 3 } = useStoryContentOptions();
    const heading = parseNode(HeadingSchema, node);
    if (!heading || isBlankInline(heading.children)) return null;
    if (heading.role === 'title' || heading.role === 'subtitle') return null;
    const isOne = heading.type === 'heading-one';
    const Tag = isOne || headingTwoLevel === 2 ? 'h2' : 'h3';
    return (
        <Tag
            className={classNames(
                'content-heading',
                isOne ? 'content-heading--one' : 'content-heading--two',
                textAlignClass(heading.align),
            )}
        >
            <InlineContent nodes={heading.children} />
        </Tag>
    );
}
