import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { element, escapeXml } from '../../../server/seo/xml';

describe('XML escaping', () => {
    it('escapes markup and drops characters XML cannot hold', () => {
        expect(escapeXml(`a & b < c > "d" 'e'\u0000\u001F`)).toBe('a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;');
    });

    it('builds elements a parser reads back exactly', () => {
        const text = 'Fish & <Chips> "quoted"';
        const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(
            element('item', text, { note: text, skipped: undefined }),
        );
        expect(parsed.item).toEqual({ '#text': text, '@note': text });
    });
});
