import { z } from 'zod';
import { classNames, textAlignClass } from '../class-names';
import { ChildrenSchema, parseNode, TextAlignSchema } from '../schemas';
import { InlineContent, isBlankInline } from './InlineContent';

const QuoteSchema = z.looseObject({
    type: z.literal('block-quote'),
    children: ChildrenSchema,
    align: TextAlignSchema,
});

/** A pull quote. */
export function Quote({ node }: { node: unknown }) {
    const quote = parseNode(QuoteSchema, node);
    if (!quote || isBlankInline(quote.children)) return null;
    return (
        <blockquote className={classNames('content-quote', textAlignClass(quote.align))}>
            <p>
                <InlineContent nodes={quote.children} />
            </p>
        </blockquote>
    );
}
