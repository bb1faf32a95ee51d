/**
 * `{story url}.pdf` on the real app (docs/journalists.md): read back with poppler as a
 * journalist's PDF reader would, answered for every story its link reaches like the page, and
 * evicted from the page cache when the story changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseDisposition } from 'content-disposition';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsroomApp } from '../../../server/app';
import { CULTURES, fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { pdfImageCount, pdfInfo, pdfText } from '../../helpers/poppler';
import { createTestApp } from '../../helpers/test-app';

/** pdftotext's text with its bidi marks taken out and every run of white space made one space. */
const readable = (text: string) => text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ');
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
};
const getPdf = (app: NewsroomApp, url: string) => request(app).get(url).buffer(true).parse(binary);
/** A text with no white space and no bidi marks: block by block, pdftotext must give the page's characters in the page's order. */
const unspaced = (text: string) => text.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

/**
 * Blocks of the Arabic demo story that poppler's pdftotext (22.12) cannot read back in the page's
 * order whatever the PDF lists (docs/journalists.md "Right to left"): it orders each line by the
 * kind of each character (TextOutputDev's `reorderText`), and takes `.` `:` `,` `،` `/` for parts of
 * a number.
 */
const POPPLER_LIMITS = [
    { starts: '«يستخدم', why: 'the full stop before the closing guillemet and the dash is read after them' },
    { starts: 'الوزن:', why: 'the colon is read after the number 19.8; the bracket closing after M before it' },
    { starts: 'البطارية:', why: 'the colon is read after the number 500' },
    { starts: 'السعر:', why: 'the colon is read after the number 2,890' },
    { starts: 'يعمل الضوء', why: 'on a page of mostly Latin letters (the contacts) every line is read left to right' },
];

/**
 * The text blocks of a story page as a reader sees them: title, subtitle, the body's paragraphs,
 * quotes, headings, list items and picture captions, and its contact card (name, role, each way to
 * reach them, address). The card's social links are left out: the PDF does not list them.
 */
function arabicPageBlocks(page: ReturnType<typeof parseHtml>): string[] {
    const text = (selector: string) => page.querySelectorAll(selector).map((element) => element.text.trim());
    return [
        ...text('.story__title'),
        ...text('.story__subtitle'),
        ...text('.story-content > p, .story-content > blockquote, .story-content h2, .story-content > ul > li'),
        ...page
            .querySelectorAll('[data-gallery-caption]')
            .map((item) => item.getAttribute('data-gallery-caption') ?? ''),
        ...text('.content-contact__name, .content-contact__role, .content-contact__address'),
        ...text('.content-contact__links a[href^="mailto:"], .content-contact__links a[href^="tel:"]'),
    ].filter(Boolean);
}

describe('story PDF route', () => {
    let app: NewsroomApp;
    beforeAll(async () => {
        ({ app } = await createTestApp());
    });

    it('answers the English story as a tagged PDF with its pictures, named after its slug', async () => {
        const res = await getPdf(app, '/northwind-unveils-aurora-city-e-bike.pdf').expect(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        const disposition = parseDisposition(String(res.headers['content-disposition']));
        expect(disposition.type).toBe('inline');
        expect(disposition.parameters.filename).toBe('northwind-unveils-aurora-city-e-bike.pdf');
        expect(res.headers['x-robots-tag']).toBeUndefined();
        const pdf = res.body as Buffer;
        const info = pdfInfo(pdf);
        expect(info.get('Tagged')).toBe('yes');
        expect(info.get('Title')).toBe('Northwind Mobility unveils Aurora, its lightest city e-bike yet');
        const text = readable(pdfText(pdf));
        expect(text).toContain('GHENT, Belgium — Northwind Mobility today introduced Aurora');
        expect(text).toMatch(/Published on \w+/);
        expect(text).toContain('http://newsroom.test/northwind-unveils-aurora-city-e-bike');
        expect(text).toContain('Media contacts');
        expect(text).toContain('Sofie Claes');
        expect(text).toMatch(/Page 1 of \d/);
        // The header picture and the body's pictures, read from the media folder.
        expect(pdfImageCount(pdf)).toBeGreaterThan(0);
    });

    it('answers the Arabic story right to left, in Arabic, under its language prefix', async () => {
        const slug = 'نورث-ويند-تكشف-عن-دراجة-أورورا';
        const res = await getPdf(app, `/ar/${encodeURIComponent(slug)}.pdf`).expect(200);
        expect(parseDisposition(String(res.headers['content-disposition'])).parameters.filename).toBe(`${slug}.pdf`);
        const pdf = res.body as Buffer;
        expect(pdfInfo(pdf).get('Title')).toMatch(/أورورا/);
        const text = readable(pdfText(pdf));
        expect(text).toContain('نورث ويند');
        // The story's address reads left to right on every line it wraps over (pdftotext drops
        // the hyphen that ends a line, so hyphens are left out of the comparison).
        const address = `http://newsroom.test/ar/${encodeURIComponent(slug)}`;
        expect(unspaced(text).replaceAll('-', '')).toContain(address.replaceAll('-', ''));
        // Labels in the story's language: the footer's page numbers are not English.
        expect(text).not.toContain('Page 1 of');
    });

    it('reads back each block of the Arabic page, in logical order with its punctuation (up to spacing)', async () => {
        const slug = encodeURIComponent('نورث-ويند-تكشف-عن-دراجة-أورورا');
        const page = parseHtml((await request(app).get(`/ar/${slug}`).expect(200)).text);
        const pdf = (await getPdf(app, `/ar/${slug}.pdf`).expect(200)).body as Buffer;
        const blocks = arabicPageBlocks(page);
        expect(blocks).toHaveLength(21);
        const limited = (block: string) => POPPLER_LIMITS.some(({ starts }) => block.startsWith(starts));
        // Each known limit names a block of the page, so the list cannot hide a block by mistake.
        for (const { starts } of POPPLER_LIMITS)
            expect(blocks.filter((block) => block.startsWith(starts))).toHaveLength(1);
        const text = unspaced(pdfText(pdf));
        const missing = blocks.filter((block) => !limited(block) && !text.includes(unspaced(block)));
        // 16 of the 21 blocks: with their harakat (صُممت, وتُجمّع), and the phone numbers after an Arabic label.
        expect(missing).toEqual([]);
    });

    it('redirects a story asked under another language to its own prefix', async () => {
        const res = await request(app).get('/fr/northwind-unveils-aurora-city-e-bike.pdf').expect(302);
        expect(res.headers.location).toBe('/northwind-unveils-aurora-city-e-bike.pdf');
    });

    it('gives private and embargoed stories by link, not indexed, with their notice', async () => {
        const priv = await getPdf(app, '/dealer-briefing-2026-service-pricing.pdf').expect(200);
        expect(priv.headers['x-robots-tag']).toBe('noindex');
        const embargoed = await getPdf(app, '/northwind-unveils-atlas-cargo-e-bike.pdf').expect(200);
        expect(embargoed.headers['x-robots-tag']).toBe('noindex');
        expect(readable(pdfText(embargoed.body as Buffer))).toMatch(/embargo/i);
    });

    it('answers the not-found page for an unknown story', async () => {
        const res = await request(app).get('/no-such-story.pdf').expect(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
    });

    it('is linked from the story page as "Download PDF"', async () => {
        const html = parseHtml((await request(app).get('/northwind-unveils-aurora-city-e-bike').expect(200)).text);
        const link = html.querySelector('.story__tools a[type="application/pdf"]');
        expect(link?.getAttribute('href')).toBe('/northwind-unveils-aurora-city-e-bike.pdf');
        expect(link?.text.trim()).toBe('Download PDF');
    });
});

describe('story PDF cache', () => {
    const uuid = `00000000-0000-4000-8000-${String(1).padStart(12, '0')}`;

    it('keeps the PDF until the story changes, and never shows drafts', async () => {
        const directory = writeFixtureNewsroom({
            stories: [
                fixtureStory({ id: 1, slug: 'first', title: 'First title' }),
                fixtureStory({ id: 2, slug: 'other' }),
                fixtureStory({ id: 3, slug: 'brouillon', culture: CULTURES.fr, status: 'draft' }),
            ],
        });
        const { app, content } = await createTestApp({ contentDir: directory });
        const first = await getPdf(app, '/first.pdf').expect(200);
        expect(String(first.headers['surrogate-key']).split(' ')).toContain(`story:${uuid}`);
        expect((await getPdf(app, '/first.pdf')).headers['x-cache']).toBe('HIT');
        await getPdf(app, '/other.pdf').expect(200);
        await request(app).get('/fr/brouillon.pdf').expect(404);

        const file = path.join(directory, 'stories/1.json');
        const story = JSON.parse(readFileSync(file, 'utf8'));
        story.title = 'Second title';
        writeFileSync(file, JSON.stringify(story));
        await content.reload();

        const changed = await getPdf(app, '/first.pdf').expect(200);
        expect(changed.headers['x-cache']).not.toBe('HIT');
        expect(pdfInfo(changed.body as Buffer).get('Title')).toBe('Second title');
        // Another story's PDF stays cached.
        expect((await getPdf(app, '/other.pdf')).headers['x-cache']).toBe('HIT');
    });
});
