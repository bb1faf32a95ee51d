import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../domain/theme/contrast';
import { CULTURES, fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { createTestApp } from '../../helpers/test-app';

const LOGO = {
    version: 2,
    uuid: 'bbbbbbbb-1111-4222-8333-444444444444',
    filename: 'logo.png',
    mime_type: 'image/png',
    size: 1000,
    original_width: 600,
    original_height: 200,
    effects: [],
};

async function appWith(theme: Record<string, unknown>, newsroom: Record<string, unknown> = {}) {
    const dir = writeFixtureNewsroom({
        newsroom: { theme, ...newsroom },
        categories: [
            { id: 1, name: 'Trains', slug: 'trains', locale: 'en', description: 'Rail news' },
            { id: 2, name: 'Buses', slug: 'buses', locale: 'en' },
        ],
        stories: [
            fixtureStory({ id: 1, slug: 'one', categories: [{ id: 1 }] }),
            fixtureStory({ id: 2, slug: 'two', categories: [{ id: 2 }] }),
            fixtureStory({ id: 3, slug: 'three' }),
            fixtureStory({ id: 4, slug: 'quatre', culture: CULTURES.fr }),
            fixtureStory({ id: 5, slug: 'khamsa', culture: CULTURES.ar }),
        ],
    });
    return (await createTestApp({ contentDir: dir })).app;
}

async function html(app: Awaited<ReturnType<typeof appWith>>, path = '/') {
    return parseHtml((await request(app).get(path)).text);
}

describe('page frame', () => {
    it('has a skip link to the main landmark, one header, main and footer', async () => {
        const page = await html(await appWith({}));
        expect(page.querySelector('a.skip-link')?.getAttribute('href')).toBe('#main');
        expect(page.querySelector('main')?.getAttribute('id')).toBe('main');
        expect(page.querySelectorAll('header.site-header')).toHaveLength(1);
        expect(page.querySelectorAll('main')).toHaveLength(1);
        expect(page.querySelectorAll('footer.site-footer')).toHaveLength(1);
        expect(page.querySelector('.site-header search form')?.getAttribute('action')).toBe('/search');
    });

    it('shows the newsroom name, or its logo sized by the theme', async () => {
        const named = await html(await appWith({}));
        expect(named.querySelector('.brand')?.text).toBe('Fixture Inc.');
        expect(named.querySelector('.brand')?.getAttribute('aria-current')).toBe('page');
        const withLogo = await html(await appWith({ logo_size: 'large' }, { newsroom_logo: LOGO }));
        const logo = withLogo.querySelector('.brand img');
        expect(logo?.getAttribute('alt')).toBe('Fixture Inc.');
        expect(logo?.getAttribute('src')).toContain(LOGO.uuid);
        expect(withLogo.querySelector('.brand')?.classList.contains('brand--large')).toBe(true);
    });

    it('names languages in their own language with hreflang and lang', async () => {
        const page = await html(await appWith({}));
        const links = page.querySelectorAll('.language-switcher a');
        expect(links.map((a) => [a.text, a.getAttribute('hreflang'), a.getAttribute('lang')])).toEqual([
            ['English', 'en', 'en'],
            ['Français', 'fr', 'fr'],
            ['العربية', 'ar', 'ar'],
        ]);
        expect(page.querySelector('.language-switcher summary')?.text).toContain('English');
    });

    it('hides the switcher when only one language has public stories', async () => {
        const dir = writeFixtureNewsroom({ stories: [fixtureStory({ id: 1, slug: 'one' })] });
        const { app } = await createTestApp({ contentDir: dir });
        expect((await html(app)).querySelector('.language-switcher')).toBeNull();
    });
});

describe('layout by theme settings', () => {
    it('shows categories as a native dropdown by default', async () => {
        const page = await html(await appWith({}));
        const menu = page.querySelector('.site-header details.categories-menu');
        expect(menu?.querySelector('summary')?.text).toBe('Categories');
        expect(menu?.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual([
            '/category/buses',
            '/category/trains',
        ]);
        expect(page.querySelector('.category-bar')).toBeNull();
    });

    it('or as a bar of links', async () => {
        const page = await html(await appWith({ categories_layout: 'bar' }));
        expect(page.querySelectorAll('.category-bar a').map((a) => a.text)).toEqual(['Buses', 'Trains']);
        expect(page.querySelector('details.categories-menu')).toBeNull();
    });

    it('lays stories out as a grid or as masonry', async () => {
        const grid = await html(await appWith({}), '/category/trains');
        expect(grid.querySelector('.story-grid')?.classList.contains('story-grid--grid')).toBe(true);
        const masonry = await html(await appWith({ layout: 'masonry' }), '/category/trains');
        expect(masonry.querySelector('.story-grid')?.classList.contains('story-grid--masonry')).toBe(true);
    });

    it('shows or hides the date, subtitle and read-more on cards', async () => {
        const shown = await html(await appWith({ show_date: true, show_subtitle: true, show_read_more: true }));
        const card = shown.querySelector('[data-load-more-list] .story-card');
        expect(card?.querySelector('time')).not.toBeNull();
        expect(card?.querySelector('.story-card__subtitle')?.text).toBe('Subtitle 2');
        expect(card?.querySelector('.story-card__read-more')?.text).toBe('Read more');

        const hidden = await html(await appWith({ show_date: false, show_subtitle: false, show_read_more: false }));
        const bare = hidden.querySelector('[data-load-more-list] .story-card');
        expect(bare?.querySelector('time')).toBeNull();
        expect(bare?.querySelector('.story-card__subtitle')).toBeNull();
        expect(bare?.querySelector('.story-card__read-more')).toBeNull();
    });
});

describe('theme.css', () => {
    it('serves the theme colours, readable derived foregrounds and the font stack', async () => {
        const app = await appWith({
            accent_color: '#FFD43B',
            header_background_color: '#101828',
            header_link_color: '#222222',
            font: 'merriweather',
        });
        const response = await request(app).get('/theme.css');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
        const variables = Object.fromEntries(
            [...response.text.matchAll(/(--[a-z-]+):([^;}]+)/g)].map((match) => [match[1], match[2]]),
        );
        expect(variables['--accent']).toBe('#ffd43b');
        // Dark text on the pale accent; the unreadable header link colour is replaced.
        expect(contrastRatio(variables['--accent-contrast']!, '#ffd43b')).toBeGreaterThanOrEqual(4.5);
        expect(variables['--header-link']).not.toBe('#222222');
        expect(contrastRatio(variables['--header-link']!, '#101828')).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(variables['--accent-text']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(variables['--font-family']).toContain('Merriweather');
    });

    it('is linked from every page with the content version', async () => {
        const page = await html(await appWith({}));
        const links = page.querySelectorAll('link[rel="stylesheet"]').map((link) => link.getAttribute('href'));
        expect(links.some((href) => /^\/theme\.css\?v=\d+$/.test(href ?? ''))).toBe(true);
    });
});
