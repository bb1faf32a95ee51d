import { describe, expect, it } from 'vitest';
import { isAnsweredAtLink, isPageName } from '../../../../domain/stories/story-address';
import { createSiteUrls } from '../../../../domain/urls';

const UUID = '0a0a0a0a-0000-4000-8000-000000000001';
const story = (slug: string, visibility: 'public' | 'confidential' = 'public') => ({
    uuid: UUID,
    slug,
    visibility,
    culture: { code: 'fr' },
});

describe('story addresses (docs/content-format.md, "Slugs"; decision 2)', () => {
    it.each([
        'search',
        'media',
        'about',
        'contacts',
        'feed',
        'feed.json',
        'privacy-policy',
        'cookie-policy',
        'category',
        'tag',
        'subscribe',
        'share',
        'api',
        's',
        'static',
        'cdn',
        'healthz',
        'robots.txt',
        'sitemap.xml',
        'sitemap-7.xml',
        'llms.txt',
        'oembed',
        'Search',
    ])('%s is a page name the route table gives away', (slug) => {
        expect(isPageName(slug)).toBe(true);
    });

    it.each(['acme-opens-ghent-plant', 'searching', 'media-day', 'feeds', 'story.json', 'about-us'])(
        '%s is no page name',
        (slug) => {
            expect(isPageName(slug)).toBe(false);
        },
    );

    it('answers a confidential story, and one whose slug a page or a language prefix takes, at its link', () => {
        const isLanguagePrefix = (segment: string) => segment === 'fr' || segment === 'nl-be';
        expect(isAnsweredAtLink(story('quarterly-briefing', 'confidential'), isLanguagePrefix)).toBe(true);
        expect(isAnsweredAtLink(story('media'), isLanguagePrefix)).toBe(true);
        expect(isAnsweredAtLink(story('nl-be'), isLanguagePrefix)).toBe(true);
        expect(isAnsweredAtLink(story('quarterly-briefing'), isLanguagePrefix)).toBe(false);
    });

    it('builds the link as every address of the story: href, router path and absolute URL', () => {
        const urls = createSiteUrls({
            basePath: '/newsroom',
            siteUrl: 'https://press.example/newsroom',
            urlPrefix: (code) => (code === 'en' ? '' : code),
            isLanguagePrefix: (segment) => segment === 'fr',
        });
        expect(urls.storyOf(story('quarterly-briefing'))).toBe('/newsroom/fr/quarterly-briefing');
        expect(urls.storyOf(story('media'))).toBe(`/newsroom/s/${UUID}`);
        expect(urls.to.storyOf(story('fr'))).toBe(`/s/${UUID}`);
        expect(urls.absoluteUrls.storyOf(story('x', 'confidential'))).toBe(`https://press.example/newsroom/s/${UUID}`);
    });

    it('puts the documents beside the page: its slug, or its link (no language prefix)', () => {
        const urls = createSiteUrls({
            basePath: '/newsroom',
            siteUrl: 'https://press.example/newsroom',
            urlPrefix: (code) => (code === 'en' ? '' : code),
        });
        expect(urls.storyJsonOf(story('quarterly-briefing'))).toBe('/newsroom/fr/quarterly-briefing.json');
        expect(urls.storyPdfOf(story('quarterly-briefing'))).toBe('/newsroom/fr/quarterly-briefing.pdf');
        expect(urls.mediaKitOf(story('quarterly-briefing'))).toBe('/newsroom/fr/quarterly-briefing/media-kit.zip');
        const secret = story('quarterly-briefing', 'confidential');
        expect(urls.storyJsonOf(secret)).toBe(`/newsroom/s/${UUID}.json`);
        expect(urls.storyPdfOf(secret)).toBe(`/newsroom/s/${UUID}.pdf`);
        expect(urls.mediaKitOf(secret)).toBe(`/newsroom/s/${UUID}/media-kit.zip`);
        expect(urls.absoluteUrls.storyJsonOf(story('search'))).toBe(`https://press.example/newsroom/s/${UUID}.json`);
    });
});
