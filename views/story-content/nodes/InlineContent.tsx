import { renderEach } from '../render-each';
import { Link } from './Link';
import { Text } from './Text';
import { Variable } from './Variable';

function InlineNode({ node }: { node: unknown }) {
    if (typeof node !== 'object' || node === null) return null;
    if ('text' in node) return <Text node={node} />;
    const type = 'type' in node ? node.type : undefined;
    if (type === 'link') return <Link node={node} />;
    if (type === 'variable' || type === 'placeholder') return <Variable node={node} />;
    // Mentions and anything newer than this renderer have nothing to show to visitors.
    return null;
}

/** The inline children of a paragraph, heading, quote, list item, caption or callout. */
export function InlineContent({ nodes }: { nodes: readonly unknown[] }) {
    return (
        <>
            {renderEach(nodes, (node) => (
                <InlineNode node={node} />
            ))}
        </>
    );
}

/** The plain text of inline nodes, for alt texts. Inline nodes nest one level (links), so a
 * deeper tree is malformed and its depths are ignored rather than walked. */
export function inlineText(nodes: readonly unknown[], depth = 0): string {
    if (depth > 4) return '';
    return nodes
        .map((node) => {
            if (typeof node !== 'object' || node === null) return '';
            if ('text' in node && typeof node.text === 'string') return node.text;
            if ('children' in node && Array.isArray(node.children)) return inlineText(node.children, depth + 1);
            return '';
        })
        .join('');
}

/** True when the nodes are only empty or blank text: an empty paragraph used as a spacer. */
export function isBlankInline(nodes: readonly unknown[]): boolean {
    return nodes.every(
        (node) =>
            typeof node === 'object' &&
            node !== null &&
            !('type' in node) &&
            'text' in node &&
            typeof node.text === 'string' &&
            node.text.trim() === '',
    );
}
