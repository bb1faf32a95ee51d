import type { ReactNode } from 'react';
import { z } from 'zod';
import { renderEach } from '../render-each';
import { parseNode } from '../schemas';

const TextSchema = z.looseObject({ text: z.string() });

/** A run of text with its marks. Line breaks typed with Shift+Enter become <br>. */
export function Text({ node }: { node: unknown }) {
    const text = parseNode(TextSchema, node);
    if (!text || text.text === '') return null;
    const lines = text.text.split('\n');
    let content: ReactNode = lines.length > 1 ? withBreaks(lines) : text.text;
    // Innermost first, so <strong><em>…</em></strong> nests the same way for every node.
    if (text.subscript === true) content = <sub>{content}</sub>;
    if (text.superscript === true) content = <sup>{content}</sup>;
    if (text.underlined === true) content = <u>{content}</u>;
    if (text.italic === true) content = <em>{content}</em>;
    if (text.bold === true) content = <strong>{content}</strong>;
    if (text.highlighted === true) content = <mark>{content}</mark>;
    return <>{content}</>;
}

function withBreaks(lines: readonly string[]): ReactNode[] {
    const parts: ReactNode[] = [];
    lines.forEach((line, position) => {
        if (position > 0) parts.push(<br />);
        parts.push(line);
    });
    return renderEach(parts, (part) => part);
}
