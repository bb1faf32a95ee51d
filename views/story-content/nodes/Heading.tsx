import { z } from 'zod';
import { classNames, textAlignClass } from '../class-names';
import { ChildrenSchema, parseNode, TextAlignSchema } from '../schemas';
import { InlineContent, isBlankInline } from './InlineContent';

const HeadingSchema = z.looseObject({
    type: z.enum(['heading-one', 'heading-two']),
    role: z.string().optional().catch(undefined),
    children: ChildrenSchema,
    align: TextAlignSchema,
});

/**
 * A section heading. The story title is the page's only h1, so heading-one is an h2 and
 * heading-two an h3. Title and subtitle headings repeat what the story header already shows.
 */
export function Heading({ node }: { node: unknown }) {
    const heading = parseNode(HeadingSchema, node);
    if (!heading || isBlankInline(heading.children)) return null;
    if (heading.role === 'title' || heading.role === 'subtitle') return null;
    const Tag = heading.type === 'heading-one' ? 'h2' : 'h3';
    return (
        <Tag className={classNames('content-heading', textAlignClass(heading.align))}>
            <InlineContent nodes={heading.children} />
        </Tag>
    );
}
