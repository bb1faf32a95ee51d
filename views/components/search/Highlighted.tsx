import { splitHighlight } from '../../../domain/search/highlight';

/**
 * Highlighted search text: matched runs in <mark>, everything else as plain text. The engine's
 * output is split on the markers and every piece goes through React's escaping; it is never
 * inserted as HTML.
 */
export function Highlighted({ value }: { value: string }) {
    let offset = 0;
    return (
        <>
            {splitHighlight(value).map((segment) => {
                const key = `${offset}`;
                offset += segment.text.length;
                return segment.match ? <mark key={key}>{segment.text}</mark> : <span key={key}>{segment.text}</span>;
            })}
        </>
    );
}
