import type { ScriptHTMLAttributes } from 'react';

/**
 * JSON as the text of a `<script>` data block. Nothing in the data may end the block, so every `<`
 * is escaped (`</script>` stays inside), as are the line and paragraph separators that older
 * parsers took for line ends. JSON.parse reads the escapes back unchanged.
 */
function serializeJson(data: unknown): string {
    return JSON.stringify(data ?? null).replace(UNSAFE_IN_SCRIPT, escapeInScript);
}

/** All three in one pass over the JSON: a story page writes several kilobytes of it (island props, JSON-LD). */
const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const escapeInScript = (character: string) => SCRIPT_ESCAPES[character]!;

type DataAttributes = { [name: `data-${string}`]: string };

interface JsonScriptProps extends DataAttributes {
    data: unknown;
    /** `application/json` for data a script reads, `application/ld+json` for structured data. */
    type?: 'application/json' | 'application/ld+json';
    id?: ScriptHTMLAttributes<HTMLScriptElement>['id'];
}

/**
 * A data block, never executable script: the browser does not run a `<script>` of a JSON type,
 * so the Content-Security-Policy needs no inline script for it. The island markers, the island
 * manifest, the browser modules' settings and the head's JSON-LD are all written with it.
 */
export function JsonScript({ data, type = 'application/json', ...attributes }: JsonScriptProps) {
    return (
        <script
            type={type}
            {...attributes}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data with every < escaped, not executable script
            dangerouslySetInnerHTML={{ __html: serializeJson(data) }}
        />
    );
}
