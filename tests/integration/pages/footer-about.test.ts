/**
 * The footer shows the start of the company's about text, cut at a word with an ellipsis, in
 * languages written with spaces and without them.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { createTestApp } from '../../helpers/test-app';

async function footerAbout(app: Awaited<ReturnType<typeof createTestApp>>['app'], path: string) {
    const html = parseHtml((await request(app).get(path)).text);
    return html.querySelector('footer .site-footer__about')!.text;
}

/** Where `Intl.Segmenter` says the words of `text` end. */
function wordEnds(text: string, locale: string): Set<number> {
    const ends = new Set<number>();
    for (const { index, segment, isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
        if (isWordLike) ends.add(index + segment.length);
    }
    return ends;
}

describe('the footer’s about text', () => {
    it('is cut after a whole word, with an ellipsis (demo newsroom, every language)', async () => {
        const { app, content } = await createTestApp();
        const snapshot = await content.get();
        for (const [language, path] of [
            ['en', '/'],
            ['fr', '/fr'],
            ['de', '/de'],
            ['ar', '/ar'],
        ] as const) {
            const about = snapshot.languages
                .byCode(language)!
                .company_information.about_plaintext.replace(/\s+/g, ' ')
                .trim();
            const shown = (await footerAbout(app, path)).replace(/\s+/g, ' ');
            expect(shown.length, language).toBeLessThanOrEqual(220);
            expect(shown.endsWith('…'), `${language}: ${shown}`).toBe(true);
            const kept = shown.slice(0, -1);
            expect(about.startsWith(kept), language).toBe(true);
            // The next character of the about text is not a letter or digit: no word was cut.
            expect(about.slice(kept.length, kept.length + 1), `${language}: …${kept.slice(-20)}|`).toMatch(
                /^[^\p{L}\p{N}]$/u,
            );
            expect(kept, language).toMatch(/[\p{L}\p{N}]$/u);
        }
    });

    it('is cut between words in a language written without spaces', async () => {
        // 222 characters of Japanese: a cut after 217 characters falls inside 自転車.
        const about = `${'ノースウィンドは電動自転車を設計しています。'.repeat(9)}ヘントの工場で組み立てています。電動自転車を設計`;
        expect(about.length).toBeGreaterThan(220);
        const ja = {
            code: 'ja',
            locale: 'ja',
            name: 'Japanese',
            native_name: '日本語',
            language_code: 'ja',
            direction: 'ltr',
        };
        const dir = writeFixtureNewsroom({
            languages: [
                {
                    code: 'ja',
                    is_default: true,
                    locale: ja,
                    company_information: { name: 'ノースウィンド', about: '', about_plaintext: about },
                },
            ],
            stories: [],
        });
        const { app } = await createTestApp({ contentDir: dir });
        const shown = await footerAbout(app, '/');
        expect(shown.endsWith('…')).toBe(true);
        const kept = shown.slice(0, -1);
        expect(about.startsWith(kept)).toBe(true);
        expect(kept.length).toBeGreaterThan(110);
        expect(wordEnds(about, 'ja').has(kept.length), kept.slice(-12)).toBe(true);
    });
});
