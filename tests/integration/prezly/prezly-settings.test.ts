/**
 * Newsroom settings Prezly's theme honours, honoured here (docs/prezly.md, "Newsroom settings"),
 * each read through the Prezly stand-in from a fixture typed against the SDK's own types: pinned
 * stories first (docs/product-rules.md §4.11), featured contacts on the home page, the
 * subscription form turned off, and the theme's story tools, featured categories and link back to
 * the company's main website.
 */
import {
    type Category,
    Newsroom,
    type NewsroomContact,
    type NewsroomLanguageSettings,
    type NewsroomThemePreset,
    Notification,
} from '@prezly/sdk';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CONTACTS, LANGUAGES, NEWSROOM, THEME_PRESET } from '../../fixtures/prezly/newsroom-answers';
import { parseHtml } from '../../helpers/html';
import { fixtureSites } from '../../helpers/prezly-stand-in/fixture-site';
import type { PrezlyDataset } from '../../helpers/prezly-stand-in/stand-in-server';

const BATTERY = 'a0a0a0a0-0000-4000-8000-000000000004';

const changed = fixtureSites();

/** The fixture newsroom with one change made in Prezly, read and served. */
async function siteWith(change: (dataset: PrezlyDataset) => void) {
    const { app } = await changed(change);
    const get = (path: string) => request(app).get(path);
    const html = async (path: string) => {
        const response = await get(path);
        expect([path, response.status]).toEqual([path, 200]);
        return parseHtml(response.text);
    };
    return { app, get, html };
}

/** The theme preset with some settings changed, as Prezly sends it. */
function themeWith(settings: Record<string, unknown>) {
    return {
        ...THEME_PRESET,
        settings: { ...THEME_PRESET.settings, ...settings },
    } satisfies NewsroomThemePreset;
}

const cardLinks = (page: ReturnType<typeof parseHtml>, selector: string) =>
    page.querySelectorAll(`${selector} a.story-card__link`).map((link) => link.getAttribute('href'));

describe('date_format and time_format (Moment-style)', () => {
    it('dates every story in the newsroom’s pattern, in its time zone; the theme’s style without one', async () => {
        const site = await siteWith((dataset) => {
            dataset.newsroom = {
                ...NEWSROOM,
                date_format: 'dddd D MMMM YYYY',
                time_format: 'h:mm A',
            } satisfies Newsroom;
        });
        const story = await site.html('/acme-opens-ghent-plant');
        expect(story.querySelector('.story__meta time')?.text).toBe('Monday 1 September 2025');
        const french = await site.html('/fr/acme-ouvre-usine-gand');
        expect(french.querySelector('.story__meta time')?.text).toBe('lundi 1 septembre 2025');
        const home = await site.html('/');
        expect(home.querySelector('.highlighted time')?.text).toBe('Tuesday 1 July 2025');

        // Prezly's own default pattern, as the fixture newsroom has it.
        const fixture = await siteWith(() => {});
        expect(NEWSROOM.date_format).toBe('DD/MM/YYYY');
        expect((await fixture.html('/acme-opens-ghent-plant')).querySelector('.story__meta time')?.text).toBe(
            '01/09/2025',
        );

        const none = await siteWith((dataset) => {
            dataset.newsroom = { ...NEWSROOM, date_format: '', time_format: '' } satisfies Newsroom;
        });
        expect((await none.html('/acme-opens-ghent-plant')).querySelector('.story__meta time')?.text).toBe(
            'September 1, 2025',
        );
    });
});

describe('tracking_policy (docs/product-rules.md §4.3)', () => {
    it('lenient: consent is taken without asking, so neither the consent bar nor the cookie toggle', async () => {
        const lenient = await siteWith((dataset) => {
            dataset.newsroom = { ...NEWSROOM, tracking_policy: Newsroom.TrackingPolicy.LENIENT } satisfies Newsroom;
        });
        const home = await lenient.html('/');
        expect(home.querySelector('[data-island="consent-bar"]')).toBeNull();
        expect(home.querySelector('[data-island="cookie-toggle"]')).toBeNull();

        for (const asking of [Newsroom.TrackingPolicy.NORMAL, Newsroom.TrackingPolicy.STRICT]) {
            const site = await siteWith((dataset) => {
                dataset.newsroom = { ...NEWSROOM, tracking_policy: asking } satisfies Newsroom;
            });
            const page = await site.html('/');
            expect([asking, page.querySelector('[data-island="consent-bar"]')]).not.toEqual([asking, null]);
            expect(page.querySelector('[data-island="cookie-toggle"]')).not.toBeNull();
        }
    });
});

describe('notification texts with [name] links', () => {
    it('a name in brackets is the link of the action of that name; other actions follow the text', async () => {
        const [english] = LANGUAGES;
        const site = await siteWith((dataset) => {
            const notifications = [
                {
                    id: 'press-day',
                    type: 'custom',
                    style: Notification.Style.INFO,
                    title: '[Press day]:',
                    description: 'Visit [our plant] in Ghent, or read [our plant] page. [Unknown] stays.',
                    actions: [
                        { name: 'our plant', target: 'https://acme.example/ghent' },
                        { name: 'Press day', target: 'https://acme.example/press-day' },
                        { name: 'Register', target: 'https://acme.example/register' },
                    ],
                },
            ] satisfies Notification[];
            dataset.languages[0] = { ...english!, notifications } satisfies NewsroomLanguageSettings;
        });
        const notice = (await site.html('/')).querySelector('.notification')!;
        const text = notice.querySelector('.notification__text')!;
        expect(text.text).toBe('Press day: Visit our plant in Ghent, or read our plant page. [Unknown] stays.');
        expect(text.querySelectorAll('a').map((link) => [link.text, link.getAttribute('href')])).toEqual([
            ['Press day', 'https://acme.example/press-day'],
            ['our plant', 'https://acme.example/ghent'],
            ['our plant', 'https://acme.example/ghent'],
        ]);
        expect(
            notice.querySelectorAll('a.notification__action').map((link) => [link.text, link.getAttribute('href')]),
        ).toEqual([['Register', 'https://acme.example/register']]);
    });
});

describe('the share image', () => {
    it('a story without images of its own shares its oEmbed thumbnail (Pinterest)', async () => {
        const thumbnail = 'https://cdn.uc.assets.prezly.com/a0a0a0a0-0000-4000-8000-000000000001/-/preview/600x600/';
        const site = await siteWith((dataset) => {
            const story = dataset.stories.find((candidate) => candidate.slug === 'acme-opens-ghent-plant')!;
            story.header_image = null;
            story.thumbnail_image = null;
            dataset.themePreset = themeWith({ sharing_actions: ['pinterest', 'linkedin'] });
        });
        const page = await site.html('/acme-opens-ghent-plant');
        const pin = page.querySelector('a[href^="https://www.pinterest.com/pin/create/button/"]')!;
        expect(new URL(pin.getAttribute('href')!).searchParams.get('media')).toBe(thumbnail);
    });
});

describe('social_text and the story’s description', () => {
    it('the share bar posts the story’s social text in place of its title, as Prezly’s theme does', async () => {
        const social = 'Two hundred jobs in Ghent: Acme’s first plant opens #cargobikes';
        const site = await siteWith((dataset) => {
            const story = dataset.stories.find((candidate) => candidate.slug === 'acme-opens-ghent-plant')!;
            story.social_text = social;
            dataset.themePreset = themeWith({
                sharing_actions: ['twitter', 'linkedin', 'reddit', 'whatsapp', 'mastodon'],
            });
        });
        const page = await site.html('/acme-opens-ghent-plant');
        const share = page.querySelector('.share--bottom')!;
        const param = (prefix: string, name: string) =>
            new URL(share.querySelector(`a[href^="${prefix}"]`)!.getAttribute('href')!).searchParams.get(name);
        expect(param('https://x.com/intent/tweet', 'text')).toBe(social);
        expect(param('https://www.reddit.com/submit', 'title')).toBe(social);
        expect(param('https://wa.me/', 'text')).toBe(`${social} http://newsroom.test/acme-opens-ghent-plant`);
        expect(share.querySelector('.share__mastodon-form input[name="title"]')?.getAttribute('value')).toBe(social);
        // The page's own title and description are not the share text.
        expect(page.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
            'Acme opens its first plant in Ghent',
        );

        // Prezly sends "" for a story without one: the title is shared.
        const none = await siteWith((dataset) => {
            dataset.themePreset = themeWith({ sharing_actions: ['twitter'] });
        });
        const plain = (await none.html('/acme-opens-ghent-plant')).querySelector(
            '.share--bottom a[href^="https://x.com/intent/tweet"]',
        )!;
        expect(new URL(plain.getAttribute('href')!).searchParams.get('text')).toBe(
            'Acme opens its first plant in Ghent',
        );
    });

    it('describes the story by its SEO description, else its subtitle, else its summary', async () => {
        const description = (page: ReturnType<typeof parseHtml>) => [
            page.querySelector('meta[name="description"]')?.getAttribute('content'),
            page.querySelector('meta[property="og:description"]')?.getAttribute('content'),
        ];
        const seo = await siteWith((dataset) => {
            const story = dataset.stories.find((candidate) => candidate.slug === 'acme-opens-ghent-plant')!;
            story.seo_settings = { ...(story.seo_settings as object), meta_description: 'Acme in Ghent, in short.' };
        });
        expect(description(await seo.html('/acme-opens-ghent-plant'))).toEqual([
            'Acme in Ghent, in short.',
            'Acme in Ghent, in short.',
        ]);
        const subtitle = await siteWith((dataset) => {
            const story = dataset.stories.find((candidate) => candidate.slug === 'acme-opens-ghent-plant')!;
            story.seo_settings = {
                ...(story.seo_settings as object),
                meta_description: null,
                default_meta_description: null,
            };
        });
        expect(description(await subtitle.html('/acme-opens-ghent-plant'))).toEqual([
            'Subtitle of story 1',
            'Subtitle of story 1',
        ]);
    });
});

describe('pinned stories first (docs/product-rules.md §4.11)', () => {
    it('lists every pinned story before the others on the home page and the category page', async () => {
        const site = await siteWith((dataset) => {
            // City logistics (July) was pinned already; the June battery story is pinned too.
            dataset.stories.find((story) => story.uuid === BATTERY)!.is_pinned = true;
        });
        const home = await site.html('/');
        expect(cardLinks(home, '.highlighted')).toEqual(['/acme-joins-city-logistics-pact']);
        expect(cardLinks(home, '#latest-stories-list').slice(0, 3)).toEqual([
            '/battery-recycling-programme',
            '/acme-opens-ghent-plant',
            '/cargo-bike-c3-launch',
        ]);
        const products = await site.html('/category/products');
        expect(cardLinks(products, 'main').slice(0, 3)).toEqual([
            '/battery-recycling-programme',
            '/acme-opens-ghent-plant',
            '/cargo-bike-c3-launch',
        ]);
        // The feed keeps the date order.
        const feed = (await site.get('/feed')).text;
        expect(feed.indexOf('acme-opens-ghent-plant')).toBeLessThan(feed.indexOf('battery-recycling-programme'));
    });
});

describe('contacts', () => {
    it('the home page shows the featured contacts only; the contacts page shows every contact', async () => {
        const [ada, louis] = CONTACTS;
        const site = await siteWith((dataset) => {
            dataset.contacts = [
                { ...ada!, is_featured: false },
                {
                    ...louis!,
                    display_locales: [
                        ...louis!.display_locales,
                        { ...louis!.display_locales[0]!, code: 'en', locale: 'en' },
                    ],
                },
            ] satisfies NewsroomContact[];
        });
        const names = (page: ReturnType<typeof parseHtml>) =>
            page.querySelectorAll('.contact-card__name').map((name) => name.text.trim());
        expect(names(await site.html('/'))).toEqual(['Louis Dubois']);
        expect(names(await site.html('/contacts'))).toEqual(['Ada Lambrecht', 'Louis Dubois']);
    });
});

describe('category image', () => {
    const picture = {
        version: 2,
        uuid: 'b7c8d9e0-f1a2-4b3c-8d4e-5f6a7b8c9d0e',
        filename: 'cargo-bikes.jpg',
        mime_type: 'image/jpeg',
        size: 91_244,
        original_width: 1600,
        original_height: 900,
        effects: [],
    };
    const [products, companyNews] = CATEGORIES;

    it('a featured category’s picture is on its card on the home page, through the assets CDN', async () => {
        const site = await siteWith((dataset) => {
            dataset.categories = [{ ...products!, image: picture }, companyNews!] satisfies Category[];
        });
        const home = await site.html('/');
        const card = home.querySelector('.featured-categories a.category-card')!;
        expect(card.querySelector('.category-card__name')?.text).toBe('Products');
        const src = card.querySelector('img.category-card__image')!.getAttribute('src')!;
        const logo = home.querySelector('.site-header img')!.getAttribute('src')!;
        expect(new URL(src).origin).toBe(new URL(logo).origin);
        expect(src).toContain(`/${picture.uuid}/`);
        expect(card.querySelector('img')!.getAttribute('srcset')).toContain(picture.uuid);
        // In French too: the picture is the category's, not a translation's.
        expect((await site.html('/fr')).querySelector('.featured-categories img')?.getAttribute('src')).toBe(src);
        // The category page's header shows none, as in Prezly's theme.
        expect((await site.html('/category/products')).querySelector('main img[src*="b7c8d9e0"]')).toBeNull();
    });

    it('a picture that is no usable image is left out and logged; the category stays', async () => {
        const { app, fixture } = await changed((dataset) => {
            dataset.categories = [
                { ...products!, image: { ...picture, original_width: 0 } },
                companyNews!,
            ] satisfies Category[];
        });
        const home = await request(app).get('/');
        expect(home.status).toBe(200);
        const card = parseHtml(home.text).querySelector('.featured-categories a.category-card')!;
        expect(card.querySelector('.category-card__name')?.text).toBe('Products');
        expect(card.querySelector('img')).toBeNull();
        const warnings = fixture.lines.filter((line) => line.level === 'warn' && line.field === 'image');
        expect(warnings.map((line) => line.file)).toEqual(['category 11']);
    });
});

describe('contacts with no display_locales', () => {
    it('are shown in no language, as in Prezly’s theme: not on the home page, the contacts page or as a vCard', async () => {
        const [ada, louis] = CONTACTS;
        const site = await siteWith((dataset) => {
            dataset.contacts = [
                { ...ada!, display_locales: [] },
                { ...louis!, display_locales: [...louis!.display_locales] },
            ] satisfies NewsroomContact[];
        });
        const names = (page: ReturnType<typeof parseHtml>) =>
            page.querySelectorAll('.contact-card__name').map((name) => name.text.trim());
        expect(names(await site.html('/'))).toEqual([]);
        expect(names(await site.html('/contacts'))).toEqual([]);
        expect(names(await site.html('/fr'))).toEqual(['Louis Dubois']);
        expect(names(await site.html('/fr/contacts'))).toEqual(['Louis Dubois']);
        expect((await site.get(`/contacts/${ada!.uuid}.vcf`)).status).toBe(404);
        expect((await site.get(`/fr/contacts/${ada!.uuid}.vcf`)).status).toBe(404);

        // Listed in every language, the contact is shown in every language.
        const everywhere = await siteWith(() => {});
        expect(CONTACTS[0]!.display_locales.map((culture) => culture.code)).toEqual(['en', 'fr']);
        expect(names(await everywhere.html('/'))).toEqual(['Ada Lambrecht']);
        expect(names(await everywhere.html('/fr/contacts'))).toEqual(['Ada Lambrecht', 'Louis Dubois']);
        expect((await everywhere.get(`/contacts/${ada!.uuid}.vcf`)).status).toBe(200);
    });
});

describe('is_subscription_form_enabled', () => {
    it('off: no form on the home page, and /subscribe is not found for GET or POST', async () => {
        const site = await siteWith((dataset) => {
            dataset.newsroom = { ...NEWSROOM, is_subscription_form_enabled: false } satisfies Newsroom;
        });
        expect((await site.html('/')).querySelector('.subscribe')).toBeNull();
        expect((await site.get('/subscribe')).status).toBe(404);
        const posted = await request(site.app).post('/subscribe').type('form').send({ email: 'reader@example.com' });
        expect(posted.status).toBe(404);
    });

    it('on: the form is there', async () => {
        const site = await siteWith(() => {});
        expect((await site.html('/')).querySelector('.subscribe form')).not.toBeNull();
        expect((await site.get('/subscribe')).status).toBe(200);
    });
});

describe('theme settings', () => {
    it('show_download_pdf, show_download_assets and show_copy_content off: no story tools', async () => {
        const site = await siteWith((dataset) => {
            dataset.themePreset = themeWith({
                show_download_pdf: false,
                show_download_assets: false,
                show_copy_content: false,
            });
        });
        const story = await site.html('/acme-opens-ghent-plant');
        expect(story.querySelector('.story__tools')).toBeNull();
    });

    it('each one on its own', async () => {
        const site = await siteWith((dataset) => {
            dataset.themePreset = themeWith({ show_download_pdf: false, show_copy_content: true });
        });
        const tools = (await site.html('/acme-opens-ghent-plant')).querySelector('.story__tools')!;
        expect(tools.querySelector('a[type="application/pdf"]')).toBeNull();
        expect(tools.querySelector('a[download]')).not.toBeNull();
        expect(tools.querySelector('.copy-story-text, [data-island="copy-story-text"]')).not.toBeNull();

        const assetsOff = await siteWith((dataset) => {
            dataset.themePreset = themeWith({ show_download_assets: false, show_copy_content: false });
        });
        const only = (await assetsOff.html('/acme-opens-ghent-plant')).querySelector('.story__tools')!;
        expect(only.querySelector('a[download]')).toBeNull();
        expect(only.querySelector('a[type="application/pdf"]')).not.toBeNull();
        expect(only.querySelector('.copy-story-text, [data-island="copy-story-text"]')).toBeNull();
    });

    it('show_featured_categories off: no featured categories on the home page', async () => {
        const on = await siteWith(() => {});
        expect((await on.html('/')).querySelector('.featured-categories')).not.toBeNull();
        const off = await siteWith((dataset) => {
            dataset.themePreset = themeWith({ show_featured_categories: false });
        });
        expect((await off.html('/')).querySelector('.featured-categories')).toBeNull();
    });

    it('story_card_variant boxed: the listed stories’ cards are boxed, on every listing; default: as they are', async () => {
        const boxed = await siteWith((dataset) => {
            dataset.themePreset = themeWith({ story_card_variant: 'boxed' });
        });
        const home = await boxed.html('/');
        const latest = home.querySelectorAll('#latest-stories-list .story-card');
        expect(latest.length).toBeGreaterThan(0);
        for (const card of latest) expect(card.classList.contains('story-card--boxed')).toBe(true);
        // The highlighted story keeps its own look, as in Prezly's theme.
        expect(home.querySelector('.highlighted .story-card--boxed')).toBeNull();
        const category = await boxed.html('/category/products');
        expect(
            category.querySelectorAll('main .story-card').every((card) => card.classList.contains('story-card--boxed')),
        ).toBe(true);
        const related = (await boxed.html('/acme-opens-ghent-plant')).querySelectorAll('.related .story-card');
        expect(related.length).toBeGreaterThan(0);
        for (const card of related) expect(card.classList.contains('story-card--boxed')).toBe(true);
        // The style sheet draws them (no script).
        const css = (await boxed.get(home.querySelector('link[rel="stylesheet"][href*="site"]')!.getAttribute('href')!))
            .text;
        expect(css).toMatch(/\.story-card--boxed\s*\{[^}]*border:/);

        const plain = await siteWith(() => {});
        expect(THEME_PRESET.settings.story_card_variant).toBe('default');
        expect((await plain.html('/')).querySelector('.story-card--boxed')).toBeNull();
    });

    it('custom_font: its families named first in the theme’s style sheet, the nearest shipped family after, no font file loaded', async () => {
        const customFont = {
            heading: { source: 'google', family: 'Playfair Display', url: null },
            paragraph: {
                source: 'upload',
                family: 'Acme Grotesk',
                url: 'https://cdn.uc.assets.prezly.com/e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b/acme-grotesk.woff2',
            },
        };
        const themeCss = async (site: Awaited<ReturnType<typeof siteWith>>) => {
            const page = await site.get('/');
            const href = parseHtml(page.text).querySelector('link[rel="stylesheet"][href*="theme.css"]')!;
            const css = (await site.get(href.getAttribute('href')!)).text;
            const variable = (name: string) => new RegExp(`${name}:([^;}]*)`).exec(css)?.[1];
            return { page, css, font: variable('--font-family'), heading: variable('--heading-font-family') };
        };
        const custom = await themeCss(
            await siteWith((dataset) => {
                dataset.themePreset = themeWith({ font: 'custom', custom_font: customFont });
            }),
        );
        expect(custom.font).toMatch(/^"Acme Grotesk", ui-sans-serif, system-ui/);
        expect(custom.heading).toMatch(/^"Playfair Display", ui-sans-serif/);
        // Nothing is fetched from Google Fonts, Adobe Fonts or the upload: fonts stay our own origin's.
        expect(custom.page.text).not.toMatch(/fonts\.googleapis|typekit|woff2|@font-face/);
        expect(custom.css).not.toMatch(/@font-face|url\(/);
        expect(custom.page.headers['content-security-policy']).toMatch(/font-src 'self'(;|$)/);

        // A serif face falls back to the serif stack.
        const serif = await themeCss(
            await siteWith((dataset) => {
                dataset.themePreset = themeWith({
                    font: 'custom',
                    custom_font: {
                        heading: customFont.heading,
                        paragraph: { ...customFont.heading, family: 'PT Serif' },
                    },
                });
            }),
        );
        expect(serif.font).toMatch(/^"PT Serif", ui-serif/);

        // A name that could break out of the style sheet's quotes is left out: Prezly's default, Inter.
        const odd = await themeCss(
            await siteWith((dataset) => {
                dataset.themePreset = themeWith({
                    font: 'custom',
                    custom_font: {
                        heading: customFont.heading,
                        paragraph: { ...customFont.paragraph, family: 'X"} body{color:red' },
                    },
                });
            }),
        );
        expect(odd.font).toMatch(/^Inter, /);
        expect(odd.css).not.toContain('color:red');

        // Another font chosen: the custom font is not read, as in Prezly's theme.
        const preset = await themeCss(
            await siteWith((dataset) => {
                dataset.themePreset = themeWith({ font: 'merriweather', custom_font: customFont });
            }),
        );
        expect(preset.font).toMatch(/^Merriweather, /);
        expect(preset.heading).toBe(preset.font);
    });

    it('main_logo is the theme editor’s unsaved preview: the header shows the newsroom’s logo', async () => {
        const preview = { ...NEWSROOM.newsroom_logo, uuid: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70' };
        const site = await siteWith((dataset) => {
            dataset.themePreset = themeWith({ main_logo: JSON.stringify(preview) });
        });
        const logo = (await site.html('/')).querySelector('.site-header img')!.getAttribute('src')!;
        expect(logo).toContain(NEWSROOM.newsroom_logo.uuid);
        expect(logo).not.toContain(preview.uuid);
    });

    it('main_site_url and main_site_label: a link back to the main website in the header', async () => {
        const labelled = await siteWith((dataset) => {
            dataset.themePreset = themeWith({
                main_site_url: 'https://www.acme.example/',
                main_site_label: 'acme.example',
            });
        });
        const link = (await labelled.html('/fr')).querySelector('.site-header a.site-header__main-site')!;
        expect([link.getAttribute('href'), link.text]).toEqual(['https://www.acme.example/', 'acme.example']);

        const unlabelled = await siteWith((dataset) => {
            dataset.themePreset = themeWith({ main_site_url: 'www.acme.example/en', main_site_label: null });
        });
        const bare = (await unlabelled.html('/')).querySelector('a.site-header__main-site')!;
        expect([bare.getAttribute('href'), bare.text]).toEqual(['https://www.acme.example/en', 'acme.example']);

        const none = await siteWith(() => {});
        expect((await none.html('/')).querySelector('a.site-header__main-site')).toBeNull();
    });
});
