import { z } from 'zod';
import { usePageLanguage } from '../../site-context';
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
 *
 * A section heading has a stable id and, after it, a visible "#" link to itself
 * (docs/product-rules.md §2.18): outside the heading, so the heading's name stays its text, and
 * named by its label alone ("Link to the section …"), the "#" hidden from screen readers.
 */
export function Heading({ node }: { node: unknown }) {
    const { t } = usePageLanguage();
    const { headingTwoLevel = 3, headingAnchors } = useStoryContentOptions();
    const heading = parseNode(HeadingSchema, node);
    if (!heading || isBlankInline(heading.children)) return null;
    if (heading.role === 'title' || heading.role === 'subtitle') return null;
    const isOne = heading.type === 'heading-one';
    const Tag = isOne || headingTwoLevel === 2 ? 'h2' : 'h3';
    const anchor = typeof node === 'object' && node !== null ? headingAnchors?.get(node) : undefined;
    const element = (
        <Tag
            id={anchor?.id}
            className={classNames(
                'content-heading',
                isOne ? 'content-heading--one' : 'content-heading--two',
                textAlignClass(heading.align),
            )}
        >
            <InlineContent nodes={heading.children} />
        </Tag>
    );
    if (!anchor) return element;
    return (
        <div className={classNames('content-heading-anchored', textAlignClass(heading.align))}>
            {element}
            <a className="content-heading__anchor" href={`#${anchor.id}`}>
                <span aria-hidden="true">#</span>
                <span className="visually-hidden">{t('story.headingAnchor', { heading: anchor.text })}</span>
            </a>
        </div>
    );
}
