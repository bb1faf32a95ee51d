/**
 * Content in another language than the page carries its own direction (issue 22): a story's
 * text gets `lang` and `dir` when its language is not the page's; text whose language nobody
 * recorded (galleries, uploads' captions, contacts, tags, company texts and notices, titles of
 * embedded pages) gets `dir="auto"`. Checked on a copy of the demo newsroom where the Arabic
 * language also has English texts an editor left untranslated, through the real app, with the
 * HTML parsed.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../helpers/html';
import { createTestApp, DEMO_CONTENT_DIR, type TestApp } from '../../helpers/test-app';

const AURORA_AR = 'dc68f1b9-2ed2-40de-98ff-b37bd19543fd';
const AURORA_EN = '78e4a93b-769e-4c72-8e21-27eda3b35e3e';
const AURORA_2_AR = '42e29495-9f20-470b-9625-e640594b30d6';
const DOCK_AR = 'northwind-dock-ar';
const SUMMIT_GALLERY = '1e99be63-aae8-4f24-bb23-2152907fce35';
const ENGLISH_CAPTION = 'Aurora at its launch in Ghent, 12 March 2024.';

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file: string, data: unknown) => writeFileSync(file, JSON.stringify(data, null, 2));

/** The demo's texts, with English left in its Arabic language: an upload caption, notice and company text. */
function writeNewsroomWithUntranslatedTexts(): string {
    const directory = mkdtempSync(path.join(tmpdir(), 'content-direction-'));
    for (const part of [
        'newsroom.json',
        'languages.json',
        'categories.json',
        'contacts.json',
        'stories',
        'galleries',
    ]) {
        cpSync(path.join(DEMO_CONTENT_DIR, part), path.join(directory, part), { recursive: true });
    }
    const languagesFile = path.join(directory, 'languages.json');
    const languages = readJson(languagesFile) as Json[];
    const arabic = languages.find((language) => language.code === 'ar')!;
    arabic.notifications = [
        {
            id: 'press-day',
            title: 'Press day in Ghent.',
            description: 'Test rides all day.',
            style: 'info',
            actions: [],
        },
    ];
    arabic.company_information = {
        ...(arabic.company_information as Json),
        about: '<p>Northwind Mobility designs electric bikes.</p>',
        about_plaintext: 'Northwind Mobility designs electric bikes.',
        address: 'Dok Noord 7, 9000 Ghent, Belgium',
    };
    writeJson(languagesFile, languages);
    for (const file of ['24307-ar.json', '24481-ar.json']) {
        const storyFile = path.join(directory, 'stories', file);
        const story = readJson(storyFile) as Json;
        if (story.uuid === AURORA_AR)
            story.header_image = { ...(story.header_image as Json), caption: ENGLISH_CAPTION };
        // Aurora 2 in Arabic points to the English Aurora story as well as to the Arabic one.
        if (story.uuid === AURORA_2_AR) story.content = withEnglishBookmark(story.content);
        writeJson(storyFile, story);
    }
    return directory;
}

/** The story's content (kept as it was written: a JSON string or an object) with a second card. */
function withEnglishBookmark(content: unknown): unknown {
    const document = (typeof content === 'string' ? JSON.parse(content) : content) as { children: Json[] };
    const bookmark = document.children.find((node) => node.type === 'story-bookmark')!;
    expect((bookmark.story as Json).uuid).toBe(AURORA_AR);
    const english = { ...bookmark, story: { uuid: AURORA_EN } };
    const changed = { ...document, children: [...document.children, english] };
    return typeof content === 'string' ? JSON.stringify(changed) : changed;
}

let testApp: TestApp;
beforeAll(async () => {
    testApp = await createTestApp({ contentDir: writeNewsroomWithUntranslatedTexts() });
});

async function page(url: string): Promise<HTMLElement> {
    const response = await request(testApp.app).get(url);
    expect(response.status, url).toBe(200);
    return parseHtml(response.text);
}

async function storyPath(uuid: string): Promise<string> {
    const story = (await testApp.content.get()).stories.byUuid(uuid)!;
    return `/${story.culture.code === 'en' ? '' : `${story.culture.code}/`}${encodeURIComponent(story.slug)}`;
}

/** Every element the selector finds (at least one) has these attributes. */
function expectEach(html: HTMLElement, selector: string, attributes: Record<string, string | undefined>) {
    const found = html.querySelectorAll(selector);
    expect(found.length, selector).toBeGreaterThan(0);
    for (const element of found) {
        for (const [name, value] of Object.entries(attributes)) {
            expect(element.getAttribute(name), `${selector} ${name}`).toBe(value);
        }
    }
}
const AUTO = { dir: 'auto' };

describe('text of unknown language takes its direction from its own letters (dir="auto")', () => {
    it.each([
        ['Arabic', '/ar'],
        ['English', ''],
    ])("galleries in %s: the titles, an album's lead and captions", async (_, base) => {
        expectEach(await page(`${base}/media`), '.gallery-card__title', AUTO);
        const album = await page(`${base}/media/album/${SUMMIT_GALLERY}`);
        expectEach(album, 'h1.page-title', AUTO);
        expectEach(album, '.page-header__lead', AUTO);
        expectEach(album, '.media-grid__caption', AUTO);
        expectEach(album, '.media-grid__download .visually-hidden', AUTO);
    });

    it('contacts, the company text and the notice on the Arabic home page', async () => {
        const home = await page('/ar');
        expectEach(home, '.contact-card__name', AUTO);
        expectEach(home, '.contact-card__role', AUTO);
        expectEach(home, '.notification__text', AUTO);
        expectEach(home, '.about__body', AUTO);
        expectEach(home, '.site-footer__about', AUTO);
        expectEach(home, '.site-footer__name', AUTO);
        // Addresses written for machines read left to right in every language.
        expectEach(home, '.contact-card__links a', { dir: 'ltr' });
    });

    it('the contacts and about pages', async () => {
        expectEach(await page('/ar/contacts'), '.contact-card__name', AUTO);
        const about = await page('/ar/about');
        expectEach(about, '.about__body', AUTO);
        const address = about.querySelectorAll('.about__facts dd').find((fact) => fact.text.includes('Dok Noord'))!;
        expect(address.getAttribute('dir')).toBe('auto');
        expectEach(about, '.about__facts a', { dir: 'ltr' });
    });

    it("a story's header image caption, tags, contact and embedded video title", async () => {
        const story = await page(await storyPath(AURORA_AR));
        const caption = story.querySelector('.story__header-image figcaption')!;
        expect(caption.text).toBe(ENGLISH_CAPTION);
        expect(caption.getAttribute('dir')).toBe('auto');
        expectEach(story, '.story__tags .chip', AUTO);
        expectEach(story, '.content-contact__name', AUTO);
        expectEach(story, '.content-contact__role', AUTO);
        // The title is the caption's link; the note beside it is in the page's language (decision 21).
        expectEach(await page(`/ar/${DOCK_AR}`), '.content-embed .content-caption > a', AUTO);
    });

    it('a tag page names its tag in its own direction', async () => {
        const tag = await page(`/ar/tag/aurora`);
        expectEach(tag, 'h1.page-title', AUTO);
    });

    it("an embedded page's card on an English story", async () => {
        const html = await page('/northwind-and-transurb-bring-shared-e-bikes-to-lyon');
        expectEach(html, '.content-bookmark__title', AUTO);
        expectEach(html, '.content-bookmark__description', AUTO);
    });
});

describe("a story's text in another language than the page says which (lang and dir)", () => {
    it('a card for an English story on an Arabic story; none for an Arabic one', async () => {
        const html = await page(await storyPath(AURORA_2_AR));
        const cards = html.querySelectorAll('.content-bookmark');
        expect(cards.map((card) => card.getAttribute('href'))).toEqual([
            await storyPath(AURORA_AR),
            await storyPath(AURORA_EN),
        ]);
        const [arabic, english] = cards;
        for (const part of ['.content-bookmark__title', '.content-bookmark__description']) {
            expect(arabic!.querySelector(part)!.getAttribute('lang')).toBeUndefined();
            expect(arabic!.querySelector(part)!.getAttribute('dir')).toBeUndefined();
            expect(english!.querySelector(part)!.getAttribute('lang')).toBe('en');
            expect(english!.querySelector(part)!.getAttribute('dir')).toBe('ltr');
        }
        // "Read more" is the page's own text.
        expect(english!.querySelector('.content-bookmark__provider')!.getAttribute('lang')).toBeUndefined();
    });
});

/**
 * What a reader of the Arabic pages sees in Latin letters only: each such text must sit in an
 * element that gives it a direction (`dir` or `lang` below <html>, or <bdi>), unless it is the
 * name of a network or a file type, which reads the same in any direction.
 */
describe('every Latin text on the Arabic pages', () => {
    const NAMES = /^(LinkedIn|X|Facebook|Bluesky|Email|Mastodon|Threads|Instagram|YouTube|TikTok|Pinterest|PDF)$/;

    function unmarked(html: HTMLElement): string[] {
        const found: string[] = [];
        for (const element of html.querySelectorAll('body *')) {
            if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName)) continue;
            const own = element.childNodes
                .filter((node) => node.nodeType === 3)
                .map((node) => node.text)
                .join('')
                .trim();
            if (!/\p{Script=Latin}{2}/u.test(own) || /\p{Script=Arabic}/u.test(own) || NAMES.test(own)) continue;
            if (!givenDirection(element))
                found.push(`<${element.tagName.toLowerCase()} class="${element.classNames}">${own}`);
        }
        return found;
    }

    function givenDirection(element: HTMLElement): boolean {
        for (let at: HTMLElement | null = element; at && at.tagName !== 'HTML'; at = at.parentNode) {
            if (at.tagName === 'BDI' || at.getAttribute('dir') || at.getAttribute('lang')) return true;
        }
        return false;
    }

    it('has a direction of its own', async () => {
        const snapshot = await testApp.content.get();
        const paths = [
            '/ar',
            '/ar/media',
            `/ar/media/album/${SUMMIT_GALLERY}`,
            '/ar/contacts',
            '/ar/about',
            '/ar/tag/aurora',
            ...snapshot.stories.listed('ar').map((story) => `/ar/${encodeURIComponent(story.slug)}`),
        ];
        const found = new Map<string, string>();
        for (const url of paths) {
            for (const text of unmarked(await page(url))) if (!found.has(text)) found.set(text, url);
        }
        expect([...found].map(([text, url]) => `${url}: ${text}`)).toEqual([]);
    });
});
