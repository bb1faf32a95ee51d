import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORY_STATUSES, STORY_VISIBILITIES } from '../../../domain/content';
import { CULTURES, fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { matrixSlug, writePagesNewsroom } from './newsroom-fixture';

let testApp: TestApp;
beforeAll(async () => {
    testApp = await createTestApp({ contentDir: writePagesNewsroom() });
});

async function page(path: string, app = testApp.app) {
    const response = await request(app).get(path);
    return { response, html: parseHtml(response.text) };
}

const robots = (html: ReturnType<typeof parseHtml>) =>
    html.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('every status × visibility reaching the story route', () => {
    const cases = STORY_STATUSES.flatMap((status) => STORY_VISIBILITIES.map((visibility) => ({ status, visibility })));

    it.each(cases)('$status / $visibility', async ({ status, visibility }) => {
        const slug = status === 'published' && visibility === 'public' ? 'story-1' : matrixSlug(status, visibility);
        let { response, html } = await page(`/${slug}`);
        if (visibility === 'confidential' && (status === 'published' || status === 'embargo')) {
            // Only its secret link reaches a confidential story; its slug is a 404 like no story (decision 2).
            expect(response.status).toBe(404);
            const { content } = await testApp.content.get();
            const story = content.stories.find((candidate) => candidate.slug === slug)!;
            ({ response, html } = await page(`/s/${story.uuid}`));
            expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(`/s/${story.uuid}`);
        }
        if (status === 'published' || status === 'embargo') {
            expect(response.status).toBe(200);
            expect(html.querySelectorAll('h1')).toHaveLength(1);
            const indexable = status === 'published' && visibility === 'public';
            expect(robots(html)).toBe(indexable ? 'index, follow' : 'noindex, nofollow');
            const notice = html.querySelector('.notice');
            if (status === 'embargo') expect(notice?.classList.contains('notice--embargo')).toBe(true);
            else if (visibility === 'private' || visibility === 'confidential')
                expect(notice?.classList.contains(`notice--${visibility}`)).toBe(true);
            else expect(notice).toBeNull();
        } else {
            // Drafts, scheduled and uninitialised stories do not exist for the public.
            expect(response.status).toBe(404);
            expect(html.querySelector('h1')?.text).toBe('The page you’re looking for doesn’t exist...');
            expect(response.text).not.toContain('Matrix');
        }
    });
});

describe('story page', () => {
    it('shows title, subtitle, date in the newsroom time zone, author and body', async () => {
        const { response, html } = await page('/story-30');
        expect(response.status).toBe(200);
        expect(html.querySelector('h1')?.text).toBe('English story 30');
        expect(html.querySelector('.story__subtitle')?.text).toBe('Subtitle 30');
        // Published 2025-01-31T09:00Z; Brussels is UTC+1.
        const time = html.querySelector('.story__meta time');
        expect(time?.getAttribute('datetime')).toBe('2025-01-31T09:00:00Z');
        expect(time?.text).toBe('January 31, 2025');
        expect(html.querySelector('.story__author')?.text).toBe('By Ada Press');
        expect(html.querySelector('.story__body')?.text).toContain('Body of story 30.');
        expect(html.querySelector('title')?.text).toBe('English story 30 | Fixture Inc.');
    });

    it('tells journalists until when an embargoed story is under embargo', async () => {
        const { html } = await page(`/${matrixSlug('embargo', 'embargo')}`);
        // The sentence (the embargo-time island's, whose props travel beside it as JSON).
        const notice = html.querySelector('.notice--embargo p');
        // 08:00 UTC is 10:00 in Brussels in summer; the zone is named.
        expect(notice?.text).toMatch(
            /^Embargoed until June 1, 2030.* 10:00\sAM GMT\+2\. Do not publish or share before then\.$/,
        );
        expect(notice?.querySelector('time')?.getAttribute('datetime')).toBe('2030-06-01T08:00:00Z');
        // Isolated from the sentence's direction, for right-to-left pages.
        expect(notice?.querySelector('bdi > time')).not.toBeNull();
    });

    it('links three related stories: its category first, else the latest other stories (docs/product-rules.md §2.19)', async () => {
        const relatedOf = async (url: string) =>
            (await page(url)).html.querySelectorAll('.related .story-card__link').map((a) => a.getAttribute('href'));
        // Story 30 is in Mobility with every third story.
        expect(await relatedOf('/story-30')).toEqual(['/story-27', '/story-24', '/story-21']);
        // Story 29 has no category nor tag.
        expect(await relatedOf('/story-29')).toEqual(['/story-30', '/story-28', '/story-27']);
    });

    it('shows its categories as links', async () => {
        const { html } = await page('/story-30');
        expect(html.querySelectorAll('.story__categories a').map((a) => a.getAttribute('href'))).toEqual([
            '/category/mobility',
        ]);
    });

    it('links the language switcher to usable translations, else to that language home (docs/product-rules.md §4.2)', async () => {
        const { html } = await page('/story-30');
        const links = html.querySelectorAll('.language-switcher a').map((a) => ({
            text: a.text,
            href: a.getAttribute('href'),
            hreflang: a.getAttribute('hreflang'),
            lang: a.getAttribute('lang'),
            current: a.getAttribute('aria-current') ?? null,
        }));
        // German has no public stories: hidden. Its private translation would not be usable anyway.
        expect(links).toEqual([
            { text: 'English', href: '/story-30', hreflang: 'en', lang: 'en', current: 'true' },
            { text: 'Français', href: '/fr/histoire-francaise', hreflang: 'fr', lang: 'fr', current: null },
            { text: 'العربية', href: '/ar/qissa-arabiya', hreflang: 'ar', lang: 'ar', current: null },
        ]);
    });

    it('keeps the reader in the hidden language of a private story and links back to its translations', async () => {
        const { response, html } = await page('/de/deutsche-geschichte');
        expect(response.status).toBe(200);
        expect(html.querySelector('html')?.getAttribute('lang')).toBe('de');
        const links = html.querySelectorAll('.language-switcher a').map((a) => [a.text, a.getAttribute('href')]);
        // A private story accepts public and private translations.
        expect(links).toEqual([
            ['English', '/story-30'],
            ['Français', '/fr/histoire-francaise'],
            ['العربية', '/ar/qissa-arabiya'],
            ['Deutsch', '/de/deutsche-geschichte'],
        ]);
    });

    it('redirects a story asked for under another language prefix to its own (302)', async () => {
        const wrongPrefix = await request(testApp.app).get('/fr/story-30');
        expect(wrongPrefix.status).toBe(302);
        expect(wrongPrefix.headers.location).toBe('/story-30');
        const noPrefix = await request(testApp.app).get('/histoire-francaise');
        expect(noPrefix.status).toBe(302);
        expect(noPrefix.headers.location).toBe('/fr/histoire-francaise');
    });

    it('serves Arabic stories right-to-left', async () => {
        const { html } = await page('/ar/qissa-arabiya');
        expect(html.querySelector('html')?.getAttribute('dir')).toBe('rtl');
        expect(html.querySelector('html')?.getAttribute('lang')).toBe('ar');
        expect(html.querySelector('h1')?.text).toBe('قصة عربية');
    });
});

describe('sharing and layout settings', () => {
    async function storyWith(theme: Record<string, unknown>, story: Record<string, unknown> = {}) {
        const dir = writeFixtureNewsroom({
            newsroom: { theme },
            stories: [fixtureStory({ id: 1, slug: 'first-story', ...story })],
        });
        const { app } = await createTestApp({ contentDir: dir });
        return (await page('/first-story', app)).html;
    }

    it('offers the chosen networks with real share URLs, top and bottom', async () => {
        const html = await storyWith({
            sharing_placement: ['top', 'bottom'],
            sharing_actions: [
                'linkedin',
                'x',
                'facebook',
                'bluesky',
                'mastodon',
                'threads',
                'whatsapp',
                'telegram',
                'reddit',
                'pinterest',
                'email',
            ],
        });
        for (const placement of ['top', 'bottom']) {
            const links = html.querySelectorAll(`.share--${placement} a`);
            expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
                'Share on LinkedIn',
                'Share on X',
                'Share on Facebook',
                'Share on Bluesky',
                'Share on Threads',
                'Share on WhatsApp',
                'Share on Telegram',
                'Share on Reddit',
                'Share on Pinterest',
                'Share by email',
            ]);
            const linkedin = new URL(links[0]!.getAttribute('href')!);
            expect(linkedin.searchParams.get('url')).toBe('http://newsroom.test/first-story');
            // Mastodon, in the newsroom's order, is a disclosure with a form to our own server.
            const items = html.querySelectorAll(`.share--${placement} .share__list > li`);
            const mastodon = items[4]!;
            expect(mastodon.querySelector('summary')?.getAttribute('aria-label')).toBe('Share on Mastodon');
            const form = mastodon.querySelector('form')!;
            expect(form.getAttribute('action')).toBe('/share/mastodon');
            expect(form.getAttribute('method')).toBe('get');
            expect(form.querySelector('input[name="url"]')?.getAttribute('value')).toBe(
                'http://newsroom.test/first-story',
            );
            expect(form.querySelector('input[name="instance"]')?.getAttribute('id')).toBe(
                `share-${placement}-mastodon-server`,
            );
        }
        expect(html.querySelector('.share--top')?.closest('.story__header')).not.toBeNull();
        // copy_url was not chosen.
        expect(html.querySelector('[data-island="copy-link"]')).toBeNull();
    });

    it('shares only at the bottom by default, with the copy-URL button', async () => {
        const html = await storyWith({});
        expect(html.querySelector('.share--top')).toBeNull();
        expect(html.querySelector('.share--bottom [data-island="copy-link"] button')?.text).toBe('Copy URL');
    });

    it('places the header image above or below the title', async () => {
        const header_image = {
            version: 2,
            uuid: 'aaaaaaaa-1111-4222-8333-444444444444',
            filename: 'bus.jpg',
            mime_type: 'image/jpeg',
            size: 1000,
            original_width: 1600,
            original_height: 900,
            effects: [],
        };
        const above = await storyWith({ header_image_placement: 'above' }, { header_image });
        const below = await storyWith({ header_image_placement: 'below' }, { header_image });
        const order = (html: ReturnType<typeof parseHtml>) =>
            html
                .querySelectorAll('.story__container > *')
                .map((element) => element.classList.value.find((name) => name.startsWith('story__')))
                .filter(Boolean);
        expect(order(above).indexOf('story__header-image')).toBeLessThan(order(above).indexOf('story__header'));
        expect(order(below).indexOf('story__header-image')).toBeGreaterThan(order(below).indexOf('story__header'));
        const image = above.querySelector('.story__header-image img');
        expect(image?.getAttribute('loading')).toBe('eager');
        expect(image?.getAttribute('fetchpriority')).toBe('high');
    });

    it('writes dates in the newsroom format', async () => {
        const html = await storyWith({ date_format: 'short' }, { published_at: '2025-03-05T12:00:00Z' });
        expect(html.querySelector('.story__meta time')?.text).toBe('3/5/25');
    });

    it('writes dates in the page language', async () => {
        const dir = writeFixtureNewsroom({
            stories: [fixtureStory({ id: 1, slug: 'une', culture: CULTURES.fr, published_at: '2025-03-05T12:00:00Z' })],
        });
        const { app } = await createTestApp({ contentDir: dir });
        const { html } = await page('/fr/une', app);
        expect(html.querySelector('.story__meta time')?.text).toBe('5 mars 2025');
    });

    it('marks every story noindex when the newsroom is not indexable', async () => {
        const dir = writeFixtureNewsroom({ newsroom: { is_indexable: false } });
        const { app } = await createTestApp({ contentDir: dir });
        expect(robots((await page('/first-story', app)).html)).toBe('noindex, nofollow');
    });
});
