import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Checks every message catalogue in locales/ against the English source:
// same key paths (plural keys may use the language's own categories), same
// {{placeholders}}, and no empty strings.

const localesDir = fileURLToPath(new URL('../../../locales/', import.meta.url));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

type Leaves = Map<string, unknown>;

function leaves(value: unknown, prefix = '', out: Leaves = new Map()): Leaves {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, child] of Object.entries(value)) {
            leaves(child, prefix ? `${prefix}.${key}` : key, out);
        }
    } else {
        out.set(prefix, value);
    }
    return out;
}

function placeholders(text: unknown): string[] {
    if (typeof text !== 'string') return [];
    return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

/** `story.count_one` → `story.count`; null when the key has no plural suffix. */
function pluralBase(path: string): string | null {
    return PLURAL_SUFFIX.test(path) ? path.replace(PLURAL_SUFFIX, '') : null;
}

function readCatalogue(file: string): string {
    return readFileSync(`${localesDir}${file}`, 'utf8');
}

const english = leaves(JSON.parse(readCatalogue('en.json')));
const files = readdirSync(localesDir)
    .filter((file) => file.endsWith('.json') && file !== 'en.json')
    .sort();

/** English text a translated key is compared with: plural keys use the English `_other` form. */
function englishReference(path: string): unknown {
    const base = pluralBase(path);
    if (base !== null && english.has(`${base}_other`)) return english.get(`${base}_other`);
    return english.get(path);
}

describe('locale catalogues', () => {
    it('finds catalogues besides English', () => {
        expect(files.length).toBeGreaterThan(0);
    });

    describe.each(files)('%s', (file) => {
        let parsed: unknown;
        let parseError: unknown = null;
        try {
            parsed = JSON.parse(readCatalogue(file));
        } catch (error) {
            parseError = error;
        }
        const translated = parseError === null ? leaves(parsed) : new Map<string, unknown>();

        it('is valid JSON with an object at the top', () => {
            expect(parseError).toBeNull();
            expect(parsed).toBeTypeOf('object');
            expect(Array.isArray(parsed)).toBe(false);
        });

        it('has every key path of en.json', () => {
            const missing = [...english.keys()].filter((path) => {
                if (translated.has(path)) return false;
                const base = pluralBase(path);
                const isOneOrOther = base !== null && /_(one|other)$/.test(path);
                return !(isOneOrOther && translated.has(`${base}_other`));
            });
            expect(missing).toEqual([]);
        });

        it('keeps every {{placeholder}} of the English text', () => {
            const problems: string[] = [];
            for (const path of english.keys()) {
                const base = pluralBase(path);
                // For plural keys, check every plural form the translation provides.
                const targets =
                    base === null ? [path] : [...translated.keys()].filter((key) => pluralBase(key) === base);
                for (const target of targets) {
                    const expected = placeholders(englishReference(target));
                    const actual = placeholders(translated.get(target));
                    const lost = expected.filter((name) => !actual.includes(name));
                    if (lost.length > 0) problems.push(`${target}: missing ${lost.map((n) => `{{${n}}}`).join(', ')}`);
                }
            }
            expect([...new Set(problems)]).toEqual([]);
        });

        it('has no empty strings', () => {
            const empty = [...translated.entries()]
                .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
                .map(([path]) => path);
            expect(empty).toEqual([]);
        });
    });
});
