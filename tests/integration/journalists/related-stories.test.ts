/**
 * Related stories on the real story page (docs/product-rules.md §2.19): those sharing a category
 * or a tag, newest first, topped up with the newest of the language; never the story itself,
 * never an embargoed or private story; and the page is evicted when a story joins the lists
 * that decide them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CULTURES, fixtureCategory, fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { createTestApp } from '../../helpers/test-app';

const day = (n: number) => `2025-03-${String(n).padStart(2, '0')}T09:00:00Z`;

/**
 * Story 1 is in category 7 with tag "Hydrogen". Sharing: 2 (category, older), 3 (tag, newer),
 * 4 (category, an embargoed one), 5 (tag, private). Others: 6 and 8 newest of the language, 10
 * the oldest, 9 in French sharing the category.
 */
function newsroom() {
    return writeFixtureNewsroom({
        categories: [fixtureCategory(7, 'Energy')],
        stories: [
            fixtureStory({
                id: 1,
                slug: 'subject',
                published_at: day(10),
                categories: [{ id: 7 }],
                tags: ['Hydrogen'],
            }),
            fixtureStory({ id: 2, slug: 'same-category', published_at: day(2), categories: [{ id: 7 }] }),
            fixtureStory({ id: 3, slug: 'same-tag', published_at: day(5), tags: ['hydrogen'] }),
            fixtureStory({
                id: 4,
                slug: 'embargoed',
                published_at: '2099-01-01T09:00:00Z',
                status: 'embargo',
                categories: [{ id: 7 }],
            }),
            fixtureStory({ id: 5, slug: 'private', published_at: day(6), visibility: 'private', tags: ['Hydrogen'] }),
            fixtureStory({ id: 6, slug: 'newest-unrelated', published_at: day(20) }),
            fixtureStory({ id: 8, slug: 'second-newest-unrelated', published_at: day(19) }),
            fixtureStory({ id: 10, slug: 'oldest', published_at: day(1) }),
            fixtureStory({
                id: 9,
                slug: 'francais',
                published_at: day(21),
                culture: CULTURES.fr,
                categories: [{ id: 7 }],
            }),
        ],
    });
}

async function relatedSlugs(app: Parameters<typeof request>[0], url: string): Promise<string[]> {
    const html = parseHtml((await request(app).get(url).expect(200)).text);
    const section = html.querySelector('section.related');
    expect(section?.querySelector('h2')?.text.trim()).toBe('Related stories');
    return section!.querySelectorAll('.story-card__title a').map((link) => link.getAttribute('href')!.slice(1));
}

describe('related stories', () => {
    it('share a category or tag, newest first, then the newest of the language; never hidden ones or itself', async () => {
        const { app } = await createTestApp({ contentDir: newsroom() });
        expect(await relatedSlugs(app, '/subject')).toEqual(['same-tag', 'same-category', 'newest-unrelated']);
        // A story sharing nothing gets the newest of its language, without itself.
        expect(await relatedSlugs(app, '/newest-unrelated')).toEqual([
            'second-newest-unrelated',
            'subject',
            'same-tag',
        ]);
    });

    it('are shown on private and embargoed pages too, from listed stories only', async () => {
        const { app } = await createTestApp({ contentDir: newsroom() });
        expect(await relatedSlugs(app, '/embargoed')).toEqual(['subject', 'same-category', 'newest-unrelated']);
    });

    it('change when a story joins the category: the story page is evicted', async () => {
        const directory = newsroom();
        const { app, content } = await createTestApp({ contentDir: directory });
        await relatedSlugs(app, '/subject');
        expect((await request(app).get('/subject')).headers['x-cache']).toBe('HIT');
        // The oldest story, not among the language's newest few nor on the page, joins the category.
        const file = path.join(directory, 'stories/10.json');
        const story = JSON.parse(readFileSync(file, 'utf8'));
        writeFileSync(file, JSON.stringify({ ...story, categories: [{ id: 7 }] }));
        await content.reload();
        expect(await relatedSlugs(app, '/subject')).toEqual(['same-tag', 'same-category', 'oldest']);
    });
});
