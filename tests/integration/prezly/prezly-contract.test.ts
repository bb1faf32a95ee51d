/**
 * The fixture newsroom read as Prezly's contract has it (docs/prezly.md, "The contract as the
 * reference"), through the Prezly stand-in. Every variant of its answers within the contract
 * (tests/fixtures/prezly/newsroom-answers.ts: every nullable field null, every enum value the
 * site reads) serves every page kind. And one odd field never drops a story, a language or the
 * newsroom: each value below is one Prezly's contract allows or real newsrooms send. Every page kind of the newsroom answers 200 with it, both
 * languages and every story are still there, what the field cannot be used for is left out and
 * logged once (field and record), and what can be used is (a mailto: link, a relative address
 * read against the newsroom's own, a colour written as rgb()).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_VARIANTS } from '../../fixtures/prezly/newsroom-answers';
import { ALL_NULL_STORY, CUSTOM_SLUG_STORY, STATUS_STORIES } from '../../fixtures/prezly/story-answers';
import { moduleSettings, parseHtml } from '../../helpers/html';
import { createFixtureSource, type FixtureSource } from '../../helpers/prezly-stand-in/fixture-source';
import { ASSETS_CDN_PATH, type PrezlyDataset } from '../../helpers/prezly-stand-in/stand-in-server';
import { createTestApp } from '../../helpers/test-app';

type Rec = Record<string, unknown>;

const GHENT_PLANT = 'a0a0a0a0-0000-4000-8000-000000000001';
const ADA = 'c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8';
/** The fixture logo's uuid without its last two digits: a category picture's is it and the category's id. */
const LOGO_PREFIX = '3c5d1a8e-4f6b-4c2d-9e8f-7a6b5c4d3e';

/** Every kind of page the fixture newsroom has, in both languages where it has them. */
const PAGE_KINDS = [
    '/',
    '/fr',
    '/category/products',
    '/fr/category/produits',
    '/tag/ghent',
    '/acme-opens-ghent-plant',
    '/fr/acme-ouvre-usine-gand',
    '/investor-briefing-2025',
    '/acme-opens-ghent-plant.json',
    '/acme-opens-ghent-plant.pdf',
    '/acme-opens-ghent-plant/media-kit.zip',
    '/media',
    '/media/album/d1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6',
    '/search?query=ghent',
    '/contacts',
    '/fr/contacts',
    '/about',
    '/fr/about',
    '/privacy-policy',
    '/cookie-policy',
    '/feed',
    '/fr/feed.json',
    '/category/products/feed',
    '/tag/ghent/feed',
    '/sitemap.xml',
    '/sitemap-news.xml',
    `/contacts/${ADA}.vcf`,
    '/theme.css',
];

const open: FixtureSource[] = [];
afterAll(async () => {
    await Promise.all(open.splice(0).map((fixture) => fixture.close()));
});

/** The fixture newsroom with one change made in Prezly, read and served. */
async function siteWith(change: (dataset: PrezlyDataset) => void) {
    const fixture = await createFixtureSource();
    open.push(fixture);
    change(fixture.dataset);
    // The media kit fetches the story's uploads from the assets CDN: the stand-in's.
    const env = { ...fixture.env, ASSETS_CDN_URL: `${fixture.standIn.url}${ASSETS_CDN_PATH}` };
    const { app } = await createTestApp({ content: fixture.source, env });
    const pages = new Map<string, request.Response>();
    for (const path of PAGE_KINDS) pages.set(path, await request(app).get(path));
    const html = (path: string) => parseHtml(pages.get(path)!.text);
    /** The warnings naming this field (as `field` in the log line). */
    const warnings = (field: string) => fixture.lines.filter((line) => line.level === 'warn' && line.field === field);
    return { app, fixture, pages, html, warnings };
}

type Site = Awaited<ReturnType<typeof siteWith>>;

/** The stories a listing page links to, by their cards. */
const storyLinks = (site: Site, path: string) =>
    site
        .html(path)
        .querySelectorAll('main a.story-card__link')
        .map((link) => link.getAttribute('href'))
        .sort();

let baseline: Site;
beforeAll(async () => {
    baseline = await siteWith(() => {});
});

/**
 * Every page kind answers 200 (or the status `expected` names), with both languages and the same
 * stories as the untouched newsroom.
 */
function expectWholeSite(site: Site, expected: Record<string, number> = {}) {
    const statuses = PAGE_KINDS.map((path) => [path, site.pages.get(path)!.status]);
    expect(statuses).toEqual(PAGE_KINDS.map((path) => [path, expected[path] ?? 200]));
    expect(site.html('/fr').querySelector('html')?.getAttribute('lang')).toBe('fr');
    for (const path of ['/', '/fr', '/category/products']) {
        expect(storyLinks(site, path)).toEqual(storyLinks(baseline, path));
    }
    expect(storyLinks(site, '/').length).toBeGreaterThan(0);
}

const language = (dataset: PrezlyDataset, code: string) => dataset.languages.find((entry) => entry.code === code)!;
const company = (dataset: PrezlyDataset, code: string) => language(dataset, code).company_information as Rec;

/** Prezly's tracking policies, as the site implements them (docs/product-rules.md §4.3; null: no analytics). */
const TRACKING = {
    default: 'default',
    normal: 'default',
    lenient: 'lenient', // consent taken without asking (docs/product-rules.md §4.3)
    'consent-to-identify': 'consent-to-identify',
    strict: 'consent-to-identify',
    disabled: null,
} as const;

/** What each variant shows beyond serving every page. */
const VARIANT_CHECKS: Record<string, (site: Site) => void> = {
    'every nullable field null': (site) => {
        expect(site.html('/').querySelector('.brand__name')?.text).toBe('Acme Industries');
        expect(site.html('/about').querySelectorAll('.about__facts a')).toHaveLength(0);
        expect(
            site.html('/').querySelector('.site-footer__links a[href^="https://privacy.prezly.com/"]'),
        ).not.toBeNull();
        expect(site.html('/fr/contacts').text).toContain('Louis Dubois');
    },
    ...Object.fromEntries(
        Object.entries(TRACKING).map(([policy, implemented]) => [
            `tracking_policy ${policy}`,
            (site: Site) => {
                const analytics = moduleSettings(site.html('/'), 'analytics');
                expect(analytics?.trackingPolicy ?? null).toBe(implemented);
            },
        ]),
    ),
    ...Object.fromEntries(
        ['success', 'info', 'warning', 'danger'].map((style) => [
            `a notification of style ${style}`,
            (site: Site) =>
                expect(site.html('/').querySelector(`.notification--${style}`)?.text).toContain('Press day'),
        ]),
    ),
    'policies as links, and OneTrust on': (site) => {
        expect(site.pages.get('/privacy-policy')!.headers.location).toBe('https://acme.example/privacy');
        expect(moduleSettings(site.html('/'), 'analytics')).toMatchObject({ thirdPartyTool: { category: 'C0002' } });
    },
    'both policies the text Prezly keeps, the deprecated privacy link set': (site) => {
        expect(site.html('/privacy-policy').querySelector('.policy__content')?.text).toContain('uses cookies');
        expect(site.html('/cookie-policy').querySelector('.policy__content h2')?.text).toBe(
            'How Acme handles your data',
        );
    },
    'a right-to-left language': (site) => {
        expect(site.html('/fr').querySelector('html')?.getAttribute('dir')).toBe('rtl');
    },
    'no theme applied': (site) => {
        // The newsroom's own active_theme_preset stands in for the theme call's 404.
        expect(site.pages.get('/theme.css')!.text).toContain('--accent:#e8590c');
    },
    'boxed story cards, a custom font and category pictures': (site) => {
        expect(site.html('/').querySelectorAll('#latest-stories-list .story-card--boxed').length).toBeGreaterThan(0);
        expect(site.pages.get('/theme.css')!.text).toContain('--font-family:"Acme Grotesk", ');
        expect(site.html('/').querySelector('.featured-categories img')?.getAttribute('src')).toContain(
            `${LOGO_PREFIX}11`,
        );
    },
    'featured categories and contacts shown in every language': (site) => {
        const featured = (html: ReturnType<typeof parseHtml>) =>
            html
                .querySelectorAll('.featured-categories .category-card')
                .map((card) => card.getAttribute('href'))
                .sort();
        expect(featured(site.html('/'))).toEqual(['/category/company-news', '/category/products']);
        expect(featured(baseline.html('/'))).toEqual(['/category/products']);
        expect(site.html('/contacts').text).toContain('Louis Dubois');
        expect(baseline.html('/contacts').text).not.toContain('Louis Dubois');
    },
};

describe('every variant of the newsroom within the contract', () => {
    it('checks every variant beyond serving it', () => {
        expect(Object.keys(VARIANT_CHECKS).sort()).toEqual(CONTRACT_VARIANTS.map((variant) => variant.name).sort());
    });

    it.each(CONTRACT_VARIANTS.map((variant) => [variant.name, variant] as const))('%s', async (name, variant) => {
        const site = await siteWith((dataset) => variant.change(dataset));
        const links = site.pages.get('/privacy-policy')!.status === 302;
        expectWholeSite(site, links ? { '/privacy-policy': 302, '/cookie-policy': 302 } : {});
        expect(site.fixture.source.status().problems.filter((problem) => problem.leftOut)).toEqual([]);
        VARIANT_CHECKS[name]!(site);
    });
});

/** Every page kind answers 200, and the untouched newsroom's stories are all still listed. */
function expectWholeSiteWithMore(site: Site) {
    const statuses = PAGE_KINDS.map((path) => [path, site.pages.get(path)!.status]);
    expect(statuses).toEqual(PAGE_KINDS.map((path) => [path, 200]));
    for (const path of ['/', '/fr', '/category/products']) {
        expect(storyLinks(site, path)).toEqual(expect.arrayContaining(storyLinks(baseline, path)));
    }
}

describe('every story variant within the contract (tests/fixtures/prezly/story-answers.ts)', () => {
    it('a story with every nullable field null is served and listed', async () => {
        const site = await siteWith((dataset) => {
            dataset.stories.push(structuredClone(ALL_NULL_STORY) as unknown as Rec);
        });
        expectWholeSiteWithMore(site);
        expect(storyLinks(site, '/')).toContain('/every-nullable-field-null');
        const page = await request(site.app).get('/every-nullable-field-null');
        expect(page.status).toBe(200);
        expect(parseHtml(page.text).querySelector('h1')?.text).toContain('Variant story 601');
        expect(site.fixture.source.status().problems).toEqual(baseline.fixture.source.status().problems);
    });

    it('a story of every status and visibility: reachable as the status says, listed only when published and public', async () => {
        const site = await siteWith((dataset) => {
            dataset.stories.push(...(structuredClone(STATUS_STORIES) as unknown as Rec[]));
        });
        expectWholeSiteWithMore(site);
        const listed = storyLinks(site, '/').filter((href) =>
            STATUS_STORIES.some((story) => `/${story.slug}` === href),
        );
        expect(listed).toEqual(['/published-public']);
        for (const story of STATUS_STORIES) {
            const status = (await request(site.app).get(`/${story.slug}`)).status;
            const reachable = story.status === 'published' || story.status === 'embargo';
            // Confidential stories: who reaches them is decision 2's (its own tests); never listed.
            if (story.visibility === 'confidential') continue;
            expect([story.slug, status]).toEqual([story.slug, reachable ? 200 : 404]);
        }
    });

    it('a story with a custom slug is at its slug (`custom_slug ?? auto_slug`)', async () => {
        const site = await siteWith((dataset) => {
            dataset.stories.push(structuredClone(CUSTOM_SLUG_STORY) as unknown as Rec);
        });
        expectWholeSiteWithMore(site);
        expect((await request(site.app).get('/our-custom-slug')).status).toBe(200);
        expect(storyLinks(site, '/')).toContain('/our-custom-slug');
    });
});

describe('an odd newsroom-level field costs that field, never the language or the newsroom', () => {
    it('serves the untouched fixture newsroom whole, with the settings it reads', () => {
        expectWholeSite(baseline);
        const home = baseline.html('/');
        expect(home.querySelector('meta[name="google-site-verification"]')?.getAttribute('content')).toBe(
            'acme-search-console-key',
        );
        expect(home.querySelector('.subscribe')?.text).toContain('You can unsubscribe at any time.');
        expect(home.querySelector('.story-card--full-width')).not.toBeNull();
        expect(home.querySelector('.notification--info')?.text).toContain('Press day on 12 October');
    });

    it('an empty company name: the newsroom’s display name stands in, as in Prezly’s theme', async () => {
        const site = await siteWith((dataset) => {
            company(dataset, 'en').name = '';
        });
        expectWholeSite(site);
        expect(site.html('/').querySelector('.brand__logo')?.getAttribute('alt')).toBe('Acme Press Room');
        expect(site.html('/about').querySelector('h1')?.text).toContain('Acme Press Room');
        // The French company's own name is untouched.
        expect(site.html('/fr/about').querySelector('h1')?.text).toContain('Acme Industries SA');
    });

    it('a company website without a scheme, or that is no address, and an e-mail that is no address', async () => {
        const site = await siteWith((dataset) => {
            company(dataset, 'en').website = 'www.acme.example/about';
            company(dataset, 'en').email = 'press at acme dot example';
            company(dataset, 'fr').website = 'voir notre site';
        });
        expectWholeSite(site);
        const facts = site.html('/about').querySelector('.about__facts')!;
        expect(facts.querySelector('a[href="https://www.acme.example/about"]')).not.toBeNull();
        expect(facts.querySelectorAll('a[href^="mailto:"]')).toHaveLength(0);
        expect(site.html('/fr/about').querySelectorAll('.about__facts a[href^="http"]')).toHaveLength(0);
        expect(site.warnings('company_information.email')).toHaveLength(1);
        expect(site.warnings('company_information.email')[0]!.file).toBe('language en');
        expect(site.warnings('company_information.website')).toHaveLength(1);
    });

    it('notification actions with a mailto: or relative target, an empty name, and a notice without title', async () => {
        const site = await siteWith((dataset) => {
            language(dataset, 'en').notifications = [
                {
                    id: 'press-day',
                    type: 'custom',
                    style: 'warning',
                    title: '',
                    description: 'Register to visit the Ghent plant.',
                    actions: [
                        { name: 'Register', target: '/press-day' },
                        { name: 'Write to us', target: 'mailto:press@acme.example' },
                        { name: '', target: 'https://acme.example/nameless' },
                        { name: 'Call', target: 'javascript:alert(1)' },
                    ],
                },
            ];
        });
        expectWholeSite(site);
        const notice = site.html('/').querySelector('.notification--warning')!;
        expect(notice.querySelector('.notification__text')?.text.trim()).toBe('Register to visit the Ghent plant.');
        expect(notice.querySelectorAll('a').map((link) => [link.text, link.getAttribute('href')])).toEqual([
            ['Register', 'https://press.acme.example/press-day'],
            ['Write to us', 'mailto:press@acme.example'],
        ]);
        expect(site.warnings('notifications.0.actions.2')[0]!.message).toMatch(/notifications\.0\.actions\.2: text: /);
        expect(site.warnings('notifications.0.actions.3')[0]!.message).toMatch(
            / url: Expected an http\(s\) URL or a mailto: or tel: link/,
        );
    });

    it('a mailto: or relative data request link, a relative or mailto: policy link', async () => {
        const mailto = await siteWith((dataset) => {
            dataset.newsroom.custom_data_request_link = 'mailto:privacy@acme.example';
            dataset.newsroom.policies = {
                privacy_policy: { link: 'mailto:dpo@acme.example' },
                cookie_policy: { link: '/legal/cookies' },
            };
        });
        // The privacy policy's mailto: cannot be redirected to: the page shows the generic text.
        expect(mailto.pages.get('/cookie-policy')!.status).toBe(302);
        expect(mailto.pages.get('/cookie-policy')!.headers.location).toBe('https://press.acme.example/legal/cookies');
        expect(mailto.pages.get('/privacy-policy')!.status).toBe(200);
        const privacy = mailto.html('/privacy-policy');
        expect(privacy.querySelector('main a.button')?.getAttribute('href')).toBe('mailto:privacy@acme.example');
        expect(mailto.warnings('policies.privacy_policy')).toHaveLength(1);
        expect(mailto.warnings('policies.privacy_policy')[0]!.file).toBe(
            'newsroom 5f0b5a3e-8c1d-4b7a-9e2f-1a2b3c4d5e6f',
        );
        for (const path of PAGE_KINDS.filter((path) => path !== '/cookie-policy')) {
            expect([path, mailto.pages.get(path)!.status]).toEqual([path, 200]);
        }

        const relative = await siteWith((dataset) => {
            dataset.newsroom.custom_data_request_link = '/privacy-requests';
        });
        expectWholeSite(relative);
        expect(
            relative.html('/').querySelector('.site-footer__links a[href*="privacy-requests"]')?.getAttribute('href'),
        ).toBe('https://press.acme.example/privacy-requests');
    });

    it('a OneTrust setting with null category and script, an unknown tracking policy and time zone', async () => {
        const site = await siteWith((dataset) => {
            dataset.newsroom.onetrust_cookie_consent = { is_enabled: false, category: null, script: null };
            dataset.newsroom.tracking_policy = 'paranoid';
            dataset.newsroom.timezone = 'Mars/Olympus_Mons';
        });
        expectWholeSite(site);
        expect(site.warnings('tracking_policy')).toHaveLength(1);
        expect(site.warnings('tracking_policy')[0]!.file).toMatch(/^newsroom /);
        expect(moduleSettings(site.html('/'), 'analytics')?.trackingPolicy).toBe('default');
        expect(site.warnings('timezone')).toHaveLength(1);
    });

    it('an oEmbed thumbnail_url of "" and images whose dimensions are zero', async () => {
        const site = await siteWith((dataset) => {
            const story = dataset.stories.find((candidate) => candidate.uuid === GHENT_PLANT)!;
            story.oembed = { ...(story.oembed as Rec), thumbnail_url: '' };
            const logo = dataset.newsroom.newsroom_logo as Rec;
            dataset.newsroom.newsroom_logo = { ...logo, original_width: 0, original_height: 0 };
            const ada = dataset.contacts.find((contact) => contact.uuid === ADA)!;
            ada.avatar_image = { ...logo, original_width: 0 };
        });
        expectWholeSite(site);
        // Without a usable logo, the name stands in.
        expect(site.html('/').querySelector('.brand__name')?.text).toBe('Acme Industries');
        expect(site.html('/contacts').text).toContain('Ada Lambrecht');
        expect(site.html('/acme-opens-ghent-plant').querySelector('h1')?.text).toContain('Ghent');
        expect(site.warnings('newsroom_logo')).toHaveLength(1);
        expect(site.warnings('newsroom_logo')[0]!.message).toMatch(/newsroom_logo: original_(width|height): /);
        expect(site.warnings('avatar_image')[0]!.file).toBe(`contact ${ADA}`);
        expect(site.warnings('oembed.thumbnail_url')).toHaveLength(1);
    });

    it('fields the site does not read are served without showing: the newsroom name, main_logo, a custom_font under another font than custom, the e-mail disclaimer and cookie statement', async () => {
        const site = await siteWith((dataset) => {
            dataset.newsroom.name = 'Internal room name';
            const logo = dataset.newsroom.newsroom_logo as Rec;
            // Prezly's theme reads custom_font only with `font: custom` (the fixture's is another).
            Object.assign(dataset.themePreset!.settings as Rec, {
                custom_font: { heading: { family: 'Unread Serif', url: null }, body: null },
                main_logo: JSON.stringify(logo),
            });
            Object.assign(company(dataset, 'en'), {
                email_disclaimer: 'Unread e-mail disclaimer',
                cookie_statement: 'Unread cookie statement',
            });
        });
        expectWholeSite(site);
        expect(site.fixture.source.status().problems.filter((problem) => problem.leftOut)).toEqual([]);
        for (const path of PAGE_KINDS.filter((path) => site.pages.get(path)!.type.startsWith('text/'))) {
            const text = site.pages.get(path)!.text;
            for (const unread of [
                'Internal room name',
                'Unread Serif',
                'Unread e-mail disclaimer',
                'Unread cookie statement',
            ]) {
                expect([path, text.includes(unread)]).toEqual([path, false]);
            }
        }
    });

    it('a contact e-mail that is no address, and a story thumbnail with zero dimensions: left out, the contact and the story kept', async () => {
        const site = await siteWith((dataset) => {
            dataset.contacts.find((contact) => contact.uuid === ADA)!.email = 'ada at acme';
            const story = dataset.stories.find((candidate) => candidate.uuid === GHENT_PLANT)!;
            const thumbnail = JSON.parse(story.thumbnail_image as string) as Rec;
            story.thumbnail_image = JSON.stringify({ ...thumbnail, original_width: 0, original_height: 0 });
        });
        // The thumbnail was the story's one upload: without it, no media kit to download.
        expectWholeSite(site, { '/acme-opens-ghent-plant/media-kit.zip': 404 });
        expect(site.html('/contacts').text).toContain('Ada Lambrecht');
        expect(site.html('/contacts').querySelectorAll('a[href^="mailto:ada"]')).toHaveLength(0);
        expect(site.warnings('email').map((line) => line.file)).toEqual([`contact ${ADA}`]);
        expect(site.html('/acme-opens-ghent-plant').querySelector('h1')?.text).toContain('Ghent');
        expect(site.warnings('thumbnail_image')).toHaveLength(1);
    });

    it('theme colours in other CSS forms than #rgb and #rrggbb', async () => {
        const site = await siteWith((dataset) => {
            Object.assign(dataset.themePreset!.settings as Rec, {
                accent_color: 'rgb(232, 89, 12)',
                header_link_color: 'hsl(0 0% 20%)',
                footer_background_color: 'Black',
                text_color: '#212529ff',
                background_color: 'color-mix(in srgb, red 50%, blue)',
            });
        });
        expectWholeSite(site);
        const css = site.pages.get('/theme.css')!.text;
        expect(css).toContain('--accent:#e8590c');
        expect(css).toContain('--footer-background:#000000');
        expect(css).toContain('--background:#ffffff');
        expect(site.warnings('theme.background_color')).toHaveLength(1);
    });
});

describe('logged once', () => {
    it('a field left out is logged once, not again at each refresh that finds it unchanged', async () => {
        const site = await siteWith((dataset) => {
            company(dataset, 'en').email = 'press at acme dot example';
        });
        await site.fixture.source.reload({ everything: true });
        site.fixture.dataset.newsroom.display_name = 'Acme Newsroom';
        await site.fixture.source.reload({ everything: true });
        expect(site.warnings('company_information.email')).toHaveLength(1);
    });
});
