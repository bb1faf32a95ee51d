/**
 * The third-party consent tool (OneTrust, docs/product-rules.md §4.5) as the newsroom configures it. Prezly's
 * `onetrust_cookie_consent.script` is the HTML snippet OneTrust hands out:
 *
 *   <script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="…"></script>
 *   <script>function OptanonWrapper() { }</script>
 *
 * Read on the server: the browser gets each script's address and data-* attributes (the domain
 * script id among them) and loads them itself (browser/consent/load-third-party-tool.ts); inline
 * code and other attributes are left out (the CSP runs no inline script, and the consent store
 * installs its own OptanonWrapper). Only scripts on OneTrust's hosts are taken, and the CSP allows
 * those hosts only for a newsroom that uses the tool (server/analytics/third-party-hosts.ts).
 */
import { Parser } from 'htmlparser2';
import { createMemo } from '../memo';

/** One script of the tool, as the browser adds it. */
export interface ConsentToolScript {
    src: string;
    /** Its `data-*` attributes, e.g. `data-domain-script` (the newsroom's OneTrust domain id). */
    attributes: Record<string, string>;
}

export interface ConsentTool {
    scripts: ConsentToolScript[];
    /** The OneTrust group analytics belongs to, e.g. `C0002`. */
    category: string;
}

/**
 * The hosts OneTrust serves its scripts from: its CDN and CookiePro's (the same product under
 * another name), the script hosts of OneTrust's CSP guide ("Configuring a Content Security Policy
 * with OneTrust CDN"), and Optanon's blob storage, which scripts published before the CDN use.
 */
export const ONETRUST_SCRIPT_HOSTS: readonly string[] = [
    'cdn.cookielaw.org',
    'cookie-cdn.cookiepro.com',
    'optanon.blob.core.windows.net',
];

const DATA_ATTRIBUTE = /^data-[a-z0-9._-]+$/;

/** The address when it is an https URL on a OneTrust host (protocol-relative is read as https). */
function oneTrustScriptUrl(src: string | undefined): string | null {
    if (!src) return null;
    try {
        const url = new URL(src, 'https://relative.invalid/');
        const plain = url.protocol === 'https:' && url.port === '' && url.username === '' && url.password === '';
        return plain && ONETRUST_SCRIPT_HOSTS.includes(url.hostname) ? url.href : null;
    } catch {
        return null;
    }
}

/** The OneTrust scripts of a snippet, in order; anything else in it is ignored. */
export function parseOneTrustSnippet(snippet: string): ConsentToolScript[] {
    const scripts: ConsentToolScript[] = [];
    const parser = new Parser({
        onopentag(name, attributes) {
            const src = name === 'script' ? oneTrustScriptUrl(attributes.src) : null;
            if (!src) return;
            const data = Object.entries(attributes).filter(([attribute]) => DATA_ATTRIBUTE.test(attribute));
            scripts.push({ src, attributes: Object.fromEntries(data) });
        },
    });
    parser.end(snippet);
    return scripts;
}

/** A newsroom has one snippet; pages ask for it on every render. */
const parsedSnippets = createMemo<ConsentToolScript[]>(16);

/**
 * The tool when the newsroom enables it with a usable snippet and a category; null otherwise, and
 * the newsroom then asks with our own consent bar (docs/product-rules.md §2.10).
 */
export function consentTool(setting: { is_enabled: boolean; category: string; script: string }): ConsentTool | null {
    const category = setting.category.trim();
    if (!setting.is_enabled || !category) return null;
    const scripts = parsedSnippets(setting.script, () => parseOneTrustSnippet(setting.script));
    return scripts.length > 0 ? { scripts, category } : null;
}
