import { z } from 'zod';
import { classNames, textAlignClass } from '../class-names';
import { renderEach } from '../render-each';
import { ChildrenSchema, parseNode, TextAlignSchema } from '../schemas';
import { InlineContent } from './InlineContent';

/** Deeper lists are malformed (the editor stops far earlier); they are cut off, not walked. */
const MAX_DEPTH = 8;

const ListSchema = z.looseObject({
    type: z.enum(['bulleted-list', 'numbered-list']),
    children: ChildrenSchema,
    align: TextAlignSchema,
});
const ListItemSchema = z.looseObject({ type: z.literal('list-item'), children: ChildrenSchema });
const ListItemTextSchema = z.looseObject({ type: z.literal('list-item-text'), children: ChildrenSchema });

/** A bulleted (ul) or numbered (ol) list; items hold their text and nested lists. */
export function List({ node, depth = 0 }: { node: unknown; depth?: number }) {
    const list = parseNode(ListSchema, node);
    if (!list || depth > MAX_DEPTH) return null;
    const validItems = list.children.flatMap((child) => parseNode(ListItemSchema, child) ?? []);
    if (validItems.length === 0) return null;
    const items = renderEach(validItems, (item) => (
        <li>
            {renderEach(item.children, (child) => (
                <ListItemChild node={child} depth={depth} />
            ))}
        </li>
    ));
    const className = classNames('content-list', textAlignClass(list.align));
    return list.type === 'numbered-list' ? (
        <ol className={className}>{items}</ol>
    ) : (
        <ul className={className}>{items}</ul>
    );
}

function ListItemChild({ node, depth }: { node: unknown; depth: number }) {
    const text = parseNode(ListItemTextSchema, node);
    if (text) return <InlineContent nodes={text.children} />;
    return <List node={node} depth={depth + 1} />;
}
