import { z } from 'zod';
import { classNames, textAlignClass } from '../class-names';
import { ChildrenSchema, parseNode, TextAlignSchema } from '../schemas';
import { InlineContent, isBlankInline } from './InlineContent';

const CalloutSchema = z.looseObject({
    type: z.literal('callout'),
    // An emoji or a short symbol; anything longer is not an icon.
    icon: z.string().max(16).optional().catch(undefined),
    children: ChildrenSchema,
    align: TextAlignSchema,
});

/** A highlighted note with an optional emoji icon (decorative: the text carries the meaning). */
export function Callout({ node }: { node: unknown }) {
    const callout = parseNode(CalloutSchema, node);
    if (!callout || isBlankInline(callout.children)) return null;
    return (
        <div className={classNames('content-callout', textAlignClass(callout.align))}>
            {callout.icon ? (
                <span className="content-callout__icon" aria-hidden="true">
                    {callout.icon}
                </span>
            ) : null}
            <p className="content-callout__text">
                <InlineContent nodes={callout.children} />
            </p>
        </div>
    );
}
