import { z } from 'zod';
import { renderEach } from '../render-each';
import { safeLinkHref } from '../safe-url';
import { ChildrenSchema, NewTabSchema, parseNode } from '../schemas';
import { Text } from './Text';

const LinkSchema = z.looseObject({
    type: z.literal('link'),
    href: z.unknown(),
    new_tab: NewTabSchema,
    children: ChildrenSchema,
});

/**
 * An inline link. Only http(s), mailto and tel links survive; any other href (javascript:,
 * data:, relative junk) leaves its text as plain text.
 */
export function Link({ node }: { node: unknown }) {
    const link = parseNode(LinkSchema, node);
    if (!link) return null;
    const content = renderEach(link.children, (child) => <Text node={child} />);
    const href = safeLinkHref(link.href);
    if (!href) return <>{content}</>;
    const newTab = link.new_tab && /^https?:/.test(href);
    return (
        <a href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
            {content}
        </a>
    );
}
