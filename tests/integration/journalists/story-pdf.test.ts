import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContactSchema, type Story, StorySchema } from '../../../domain/content';
import { storyMediaFiles } from '../../../domain/stories/story-media';
import { renderStoryPdf } from '../../../server/story-pdf/render-story-pdf';
import type { StoryPdfInput } from '../../../server/story-pdf/story-pdf-input';
import { pdfImageCount, pdfInfo, pdfStructure, pdfText } from '../../helpers/poppler';

const demo = (file: string) => JSON.parse(readFileSync(`content/demo/${file}`, 'utf8'));
const contacts = ContactSchema.array().parse(demo('contacts.json')).slice(0, 2);

/** The demo story's images as the files source stores them (JPEG), by upload uuid. */
function demoImages(story: Story): Map<string, Uint8Array> {
    const images = new Map<string, Uint8Array>();
    for (const { kind, file } of storyMediaFiles(story)) {
        if (kind === 'image') images.set(file.uuid, readFileSync(`content/demo/media/${file.uuid}/${file.filename}`));
    }
    return images;
}

function input(story: Story, overrides: Partial<StoryPdfInput> = {}): StoryPdfInput {
    const rtl = story.culture.direction === 'rtl';
    return {
        language: story.culture.code.replace('_', '-'),
        direction: rtl ? 'rtl' : 'ltr',
        title: story.title,
        subtitle: story.subtitle,
        dateLine: rtl ? 'نُشر في 3 مارس 2026' : 'Published on 3 March 2026',
        notice: null,
        headerImage: story.header_image,
        body: story.content,
        bodyOptions: { publicationDate: rtl ? '3 مارس 2026' : '3 March 2026' },
        images: demoImages(story),
        attachments: [{ name: 'Aurora spec sheet', detail: 'PDF, 180 KB' }],
        contacts,
        about: { heading: 'About Northwind Mobility', text: 'Northwind Mobility designs e-bikes in Ghent.' },
        url: `https://newsroom.example/${story.slug}`,
        newsroom: 'Northwind Mobility',
        changedAt: new Date(story.updated_at),
        labels: {
            attachments: 'Attachments',
            contacts: 'Media contacts',
            email: 'Email',
            phone: 'Phone',
            mobile: 'Mobile',
            website: 'Website',
            pageOf: (page, total) => `Page ${page} of ${total}`,
        },
        ...overrides,
    };
}

/** pdftotext's text with its bidi marks taken out and every run of white space made one space. */
const readable = (text: string) => text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ');

const english = StorySchema.parse(demo('stories/24301-en.json'));
const arabic = StorySchema.parse(demo('stories/24307-ar.json'));

describe('story PDF', () => {
    it('reads back the English story: title, body, list, attachments, contacts and boilerplate', async () => {
        const pdf = await renderStoryPdf(input(english));
        const text = readable(pdfText(pdf));
        expect(text).toContain('Northwind Mobility unveils Aurora, its lightest city e-bike yet');
        expect(text).toContain('GHENT, Belgium — Northwind Mobility today introduced Aurora');
        expect(text).toContain('Key specifications');
        expect(text).toContain('Aurora spec sheet (PDF, 180 KB)');
        expect(text).toContain('Sofie Claes');
        expect(text).toContain('Email: sofie.claes@northwind.example');
        expect(text).toContain('Phone: +32 9 210 45 10');
        expect(text).toContain('Northwind Mobility designs e-bikes in Ghent.');
        expect(text).toMatch(/Page 1 of \d/);
    });

    it('is a tagged PDF with the story as its title and language, headings, lists and described figures', async () => {
        const pdf = await renderStoryPdf(input(english));
        const info = pdfInfo(pdf);
        expect(info.get('Tagged')).toBe('yes');
        expect(info.get('Title')).toBe(english.title);
        expect(info.get('Author')).toBe('Northwind Mobility');
        const tree = pdfStructure(pdf).map((line) => line.trim().split(' ')[0]);
        expect(tree[0]).toBe('Document');
        expect(tree.filter((tag) => tag === 'H1')).toHaveLength(1);
        expect(tree).toEqual(
            expect.arrayContaining(['H2', 'P', 'BlockQuote', 'L', 'LI', 'Lbl', 'LBody', 'Figure', 'Sect']),
        );
        const raw = pdf.toString('latin1');
        expect(raw).toMatch(/\/Lang \(en\)/);
        expect(raw).toMatch(/\/DisplayDocTitle true/);
        // Every figure names what it shows; the gallery captions are the alternative texts.
        const figures = raw.match(/\/S \/Figure[^>]*/g) ?? [];
        expect(figures.length).toBeGreaterThan(0);
        for (const figure of figures) expect(figure).toMatch(/\/Alt \(/);
    });

    it('renders the same bytes every time, dated when the story last changed (one ETag in every process)', async () => {
        const first = await renderStoryPdf(input(english));
        await new Promise((resolve) => setTimeout(resolve, 1100)); // a second later: the clock is not in the file
        const second = await renderStoryPdf(input(english));
        expect(second.equals(first)).toBe(true);
        // PDF dates are written D:YYYYMMDDHHmmSSZ.
        const changed = new Date(english.updated_at)
            .toISOString()
            .replace(/\.\d+Z$/, 'Z')
            .replace(/[-:T]/g, '');
        expect(first.toString('latin1')).toContain(`(D:${changed})`);
    });

    it('sets Arabic shaped and right to left, so the text reads back in logical order', async () => {
        const pdf = await renderStoryPdf(input(arabic));
        const text = readable(pdfText(pdf));
        expect(pdfInfo(pdf).get('Tagged')).toBe('yes');
        expect(pdf.toString('latin1')).toMatch(/\/Lang \(ar\)/);
        expect(text).toContain('دراجة كهربائية للمدن في تشكيلتها');
        // Lam-alef is one ligature glyph; it must read back as lam then alef.
        expect(text).toContain('حزام الكربون الذي لا يحتاج إلى صيانة');
        expect(text).toContain('المواصفات الرئيسية');
        // Left-to-right pieces inside Arabic keep their own order.
        expect(text).toContain('sofie.claes@northwind.example');
        // Text of no recorded language (contacts, the company's) takes its own direction: an
        // English sentence keeps its full stop at its end.
        expect(text).toContain('Northwind Mobility designs e-bikes in Ghent.');
    });

    it('reads guillemets and brackets drawn mirrored back as the page has them, not swapped', async () => {
        const text = readable(pdfText(await renderStoryPdf(input(arabic))));
        // The title and the quote, as the page has them: «أورورا», «يستخدم…
        expect(arabic.title).toContain('«أورورا»');
        expect(text).toContain('«أورورا»');
        expect(text).not.toContain('»أورورا«');
        expect(text).toContain('«يستخدم معظم عملائنا');
        // A bracket in the specifications list opens as on the page: "(المقاس".
        expect(text).toContain('(المقاس');
        expect(text).not.toMatch(/[»][\u0600-\u06ff]+[«]/);
    });

    it('reads brackets back right in left-to-right text of the same PDF too (a glyph lists one text per font)', async () => {
        const about = { heading: 'About Northwind Mobility', text: 'Northwind Mobility (Ghent) designs e-bikes.' };
        const text = readable(pdfText(await renderStoryPdf(input(arabic, { about }))));
        expect(text).toContain('(المقاس');
        expect(text).toContain('Northwind Mobility (Ghent) designs e-bikes.');
    });

    it('reads harakat back on their letters', async () => {
        const text = readable(pdfText(await renderStoryPdf(input(arabic))));
        // The subtitle's صُممت and the body's وتُجمّع, each mark after the letter it sits on.
        expect(text).toContain('صُممت');
        expect(text).toContain('وتُجمّع');
    });

    it('builds without the images it could not get, and without bytes that are no picture', async () => {
        const withImages = await renderStoryPdf(input(english));
        expect(pdfImageCount(withImages)).toBeGreaterThan(1);
        const without = await renderStoryPdf(input(english, { images: new Map() }));
        expect(pdfImageCount(without)).toBe(0);
        expect(readable(pdfText(without))).toContain('Key specifications');
        const garbage = new Map([...demoImages(english).keys()].map((uuid) => [uuid, Buffer.from('not an image')]));
        const broken = await renderStoryPdf(input(english, { images: garbage }));
        expect(pdfImageCount(broken)).toBe(0);
        expect(pdfInfo(broken).get('Tagged')).toBe('yes');
    });
});
