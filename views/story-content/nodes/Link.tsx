import { z } from 'zod';
import { useNewsroomSettings } from '../../site-context';
import { renderEach } from '../render-each';
import { storyLinkHref } from '../safe-url';
import { ChildrenSchema, NewTabSchema, parseNode } from '../schemas';
import { useStoryContentOptions } from '../story-content-context';
import { Text } from './Text';

const LinkSchema = z.looseObject({
    type: z.literal('link'),
    href: z.unknown(),
    new_tab: NewTabSchema,
    children: ChildrenSchema,
});

/**
 * An inline link. http(s), mailto and tel links survive, and so do links relative to the
 * newsroom (read against its address) and `#…` anchors within the story, Prezly's `#header-…`
 * ones pointed at the heading they name here; any other href (javascript:, data:) leaves its
 * text as plain text.
 */
export function Link({ node }: { node: unknown }) {
    const { newsroom } = useNewsroomSettings();
    const { headingFragments } = useStoryContentOptions();
    const link = parseNode(LinkSchema, node);
    if (!link) return null;
    const content = renderEach(link.children, (child) => <Text node={child} />);
    const href = withHeadingId(storyLinkHref(link.href, newsroom.url), headingFragments);
    if (!href) return <>{content}</>;
    const newTab = link.new_tab && /^https?:/.test(href);
    return (
        <a href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
            {content}
        </a>
    );
}

/** `#header-key-figures` as the id the heading has on this page (`#key-figures`); other links as they are. */
function withHeadingId(href: string | null, fragments: ReadonlyMap<string, string> | undefined): string | null {
    if (!href?.startsWith('#')) return href;
    let fragment = href.slice(1);
    try {
        fragment = decodeURIComponent(fragment);
    } catch {
        return href;
    }
    const id = fragments?.get(fragment);
    return id ? `#${id}` : href;
}
