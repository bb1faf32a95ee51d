import type { ScriptHTMLAttributes } from 'react';

/**
 * JSON as the text of a `<script>` data block. Nothing in the data may end the block, so every `<`
 * is escaped (`</script>` stays inside), as are the line and paragraph separators that older
 * parsers took for line ends. JSON.parse reads the escapes back unchanged.
 */
function serializeJson(data: unknown): string {
    return JSON.stringify(data ?? null).replace(UNSAFE_IN_SCRIPT, escapeInScript);
}

/** The JSON of shared data, once written; `null` until a page writes it, no entry for other data. */
const sharedJson = new WeakMap<object, string | null>();

/**
 * Marks data many pages write unchanged (made once per content version, the edition cache's `sharedData`):
 * its JSON is written once and reused. It must not change afterwards. The company's JSON-LD and
 * the site-wide island props were a measurable share of an uncached home page's CPU (figures:
 * docs/benchmarks.md#figures-behind-the-codes-choices).
 */
export function sharedJsonData<T extends object>(data: T): T {
    if (!sharedJson.has(data)) sharedJson.set(data, null);
    return data;
}

function jsonOf(data: unknown): string {
    const shared = typeof data === 'object' && data !== null ? sharedJson.get(data) : undefined;
    if (typeof shared === 'string') return shared;
    const json = serializeJson(data);
    if (shared === null) sharedJson.set(data as object, json);
    return json;
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
            dangerouslySetInnerHTML={{ __html: jsonOf(data) }}
        />
    );
}
