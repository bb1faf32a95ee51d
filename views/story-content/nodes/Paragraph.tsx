import { z } from 'zod';
import { textAlignClass } from '../class-names';
import { ChildrenSchema, parseNode, TextAlignSchema } from '../schemas';
import { InlineContent, isBlankInline } from './InlineContent';

const ParagraphSchema = z.looseObject({
    type: z.literal('paragraph'),
    children: ChildrenSchema,
    align: TextAlignSchema,
});

/** A paragraph. Empty ones (editors' spacers) are left out; spacing is the stylesheet's job. */
export function Paragraph({ node }: { node: unknown }) {
    const paragraph = parseNode(ParagraphSchema, node);
    if (!paragraph || isBlankInline(paragraph.children)) return null;
    return (
        <p className={textAlignClass(paragraph.align)}>
            <InlineContent nodes={paragraph.children} />
        </p>
    );
}
