/**
 * Story bodies as Prezly sends them today (docs/content-format.md, "Story bodies"), through the
 * Prezly stand-in: the site asks for the newest content format the SDK knows, as Prezly's theme
 * does, and reads what comes in it: the title and subtitle as headings with a `role`, the header
 * image as the body's first image-block, links relative to the newsroom and `#header-…` anchors.
 * The bodies are typed against @prezly/story-content-format (tests/fixtures/prezly/story-bodies.ts).
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import {
    ADA_CONTACT_UUID,
    DETAILS_BODY,
    DRAFT_STORY_UUID,
    EMBEDS_BODY,
    HEADER_PICTURE,
    NEWEST_FORMAT_BODY,
    PREZLY_VIDEO_THUMBNAIL,
    PREZLY_VIDEO_URL,
    REFERENCED_ENTITIES,
    REFERENCING_BODY,
    REMOTE_PHOTO,
    REMOTE_PHOTO_PAGE,
    SPOTIFY_EPISODE_URL,
    SPOTIFY_PLAYER,
    UPLOADED_PHOTO_UUID,
    YOUTUBE_PLAYER,
    YOUTUBE_VIDEO_URL,
} from '../../fixtures/prezly/story-bodies';
import { islandProps, parseHtml } from '../../helpers/html';
import { pdfText } from '../../helpers/poppler';
import { createFixtureSource, type FixtureSource } from '../../helpers/prezly-stand-in/fixture-source';
import type { PrezlyDataset } from '../../helpers/prezly-stand-in/stand-in-server';
import { createTestApp } from '../../helpers/test-app';

type Rec = Record<string, unknown>;

const GHENT_PLANT = 'a0a0a0a0-0000-4000-8000-000000000001';
const STORY_PATH = '/acme-opens-ghent-plant';

const open: FixtureSource[] = [];
afterAll(async () => {
    await Promise.all(open.splice(0).map((fixture) => fixture.close()));
});

/** The fixture newsroom with the Ghent story's body in the newest format, and a change of its own. */
async function siteWith(change: (dataset: PrezlyDataset, story: Rec) => void = () => {}) {
    const fixture = await createFixtureSource();
    open.push(fixture);
    const story = fixture.dataset.stories.find((candidate) => candidate.uuid === GHENT_PLANT)!;
    Object.assign(story, {
        format_version: 6,
        content: JSON.stringify(NEWEST_FORMAT_BODY),
        // Prezly still names the header image on the story; it is the body's first image-block.
        header_image: JSON.stringify(HEADER_PICTURE),
    });
    change(fixture.dataset, story);
    const { app } = await createTestApp({ content: fixture.source, env: fixture.env });
    const page = await request(app).get(STORY_PATH);
    expect(page.status).toBe(200);
    return { app, fixture, html: parseHtml(page.text) };
}

const placement = (dataset: PrezlyDataset, value: 'above' | 'below') => {
    (dataset.themePreset!.settings as Rec).header_image_placement = value;
};

/** The pictures of the page that show the header picture. */
const headerPictures = (html: ReturnType<typeof parseHtml>) =>
    html.querySelectorAll('main img').filter((img) => img.getAttribute('src')?.includes(HEADER_PICTURE.uuid));

describe('the content format asked for', () => {
    it('asks Prezly for the newest format the SDK knows (v6), as Prezly’s theme does', async () => {
        const { app, fixture } = await siteWith();
        // A preview reads one story by uuid; with the load's searches, every kind of story call.
        await request(app).get(`/s/${DRAFT_STORY_UUID}?preview`).expect(200);
        const storyCalls = fixture.standIn.requests.filter((call) => call.path.startsWith('/v2/stories'));
        expect(storyCalls.map((call) => `${call.method} ${call.path.replace(/[0-9a-f-]{36}$/, '{uuid}')}`)).toEqual(
            expect.arrayContaining(['POST /v2/stories/search', 'GET /v2/stories/{uuid}']),
        );
        // The stand-in answers each in the format asked (an older one would carry no title heading).
        for (const call of storyCalls)
            expect([call.headers.accept, call.status]).toEqual(['application/json; content-format=v6', 200]);
    });
});

describe('the header image as the body’s first image-block', () => {
    it('shows it once, above the title when the theme says above, with the block’s caption', async () => {
        const { html } = await siteWith((dataset) => placement(dataset, 'above'));
        expect(headerPictures(html)).toHaveLength(1);
        const figure = html.querySelector('.story__header-image--above')!;
        expect(figure.querySelector('img')?.getAttribute('src')).toContain(HEADER_PICTURE.uuid);
        expect(figure.querySelector('figcaption')?.text).toBe('The Ghent plant from the air');
        expect(html.querySelector('.story-content img')).toBeNull();
        const container = html.querySelector('.story__container')!;
        const order = container.childNodes.map(
            (node) => (node as { classList?: { value: string[] } }).classList?.value,
        );
        const figureAt = order.findIndex((classes) => classes?.includes('story__header-image'));
        const headerAt = order.findIndex((classes) => classes?.includes('story__header'));
        expect(figureAt).toBeGreaterThanOrEqual(0);
        expect(figureAt).toBeLessThan(headerAt);
    });

    it('shows it once, below the title when the theme says below', async () => {
        const { html } = await siteWith((dataset) => placement(dataset, 'below'));
        expect(headerPictures(html)).toHaveLength(1);
        expect(html.querySelector('.story__header-image--below img')?.getAttribute('src')).toContain(
            HEADER_PICTURE.uuid,
        );
        expect(html.querySelector('.story__header-image--above')).toBeNull();
    });

    it('does not repeat the title and subtitle headings, and their text is in Copy text once', async () => {
        const { html } = await siteWith();
        expect(html.querySelectorAll('h1').map((h1) => h1.text)).toEqual(['Acme opens its first plant in Ghent']);
        expect(html.querySelector('.story-content')!.text).not.toContain('Subtitle of story 1');
        const text = String(islandProps(html, 'copy-story-text')?.text);
        expect(text.split('Acme opens its first plant in Ghent')).toHaveLength(2);
        expect(text.split('Subtitle of story 1')).toHaveLength(2);
        expect(text).toContain('Two hundred jobs by 2027.');
    });

    it('the story JSON carries the body without the header image block', async () => {
        const { app } = await siteWith();
        const json = await request(app).get(`${STORY_PATH}.json`);
        expect(json.status).toBe(200);
        const types = (json.body.content.children as Rec[]).map((node) => node.type);
        expect(types).toEqual(['heading-one', 'heading-two', 'paragraph', 'heading-one', 'paragraph']);
    });

    it('a body whose first block is an image and a story without a header image field: the image is the header', async () => {
        const { html } = await siteWith((dataset, story) => {
            placement(dataset, 'above');
            story.header_image = null;
        });
        expect(headerPictures(html)).toHaveLength(1);
        expect(html.querySelector('.story__header-image--above img')).not.toBeNull();
    });
});

describe('links in the body', () => {
    it('keeps a link relative to the newsroom (read against its address) and a #header-… anchor to a heading', async () => {
        const { html } = await siteWith();
        const links = html.querySelectorAll('.story-content p a');
        expect(links.map((a) => [a.text, a.getAttribute('href')])).toEqual([
            ['C3 launch', 'https://press.acme.example/cargo-bike-c3-launch'],
            ['key figures', '#key-figures'],
        ]);
        expect(html.querySelector('.story-content h2#key-figures')?.text).toBe('Key figures');
    });
});

describe('coverage and story bookmarks, from the referenced entities Prezly sends with the body', () => {
    const BATTERY = 'a0a0a0a0-0000-4000-8000-000000000004';

    async function referencingStory() {
        const site = await siteWith((dataset) => {
            const story = dataset.stories.find((candidate) => candidate.uuid === BATTERY)!;
            Object.assign(story, {
                format_version: 6,
                content: JSON.stringify(REFERENCING_BODY),
                referenced_entities: REFERENCED_ENTITIES,
            });
        });
        const page = await request(site.app).get('/battery-recycling-programme');
        expect(page.status).toBe(200);
        return { ...site, body: parseHtml(page.text).querySelector('.story-content')! };
    }

    it('asks for them with every full story', async () => {
        const { fixture } = await referencingStory();
        const searches = fixture.standIn.requests.filter((call) => call.path === '/v2/stories/search');
        const full = searches.filter((call) => String((call.body as Rec).include ?? '').includes('content'));
        expect(full.length).toBeGreaterThan(0);
        for (const call of full) expect(String((call.body as Rec).include).split(',')).toContain('referenced_entities');
    });

    it('shows the coverage entry as a card: headline, outlet, screenshot from the assets CDN', async () => {
        const { body } = await referencingStory();
        const card = body.querySelector('a.content-bookmark[href="https://www.tijd.example/acme-bets-on-ghent"]')!;
        expect(card).not.toBeNull();
        expect(card.querySelector('.content-bookmark__title')?.text).toBe('Acme bets on Ghent');
        expect(card.querySelector('.content-bookmark__provider')?.text).toBe('De Tijd');
        expect(card.getAttribute('target')).toBe('_blank');
        const screenshot = card.querySelector('img')?.getAttribute('src') ?? '';
        expect(screenshot).toContain(REFERENCED_ENTITIES.coverages[5501].screenshot.uuid);
        expect(screenshot.startsWith('https://cdn.uc.assets.prezly.com/')).toBe(true);
    });

    it('shows a story of another newsroom from its card, and no card for this newsroom’s draft', async () => {
        const { body } = await referencingStory();
        const hrefs = body.querySelectorAll('a.content-bookmark').map((card) => card.getAttribute('href'));
        expect(hrefs).toEqual([
            'https://www.tijd.example/acme-bets-on-ghent',
            'https://news.acme-group.example/acme-group-annual-report',
        ]);
        expect(body.text).toContain('Acme Group annual report');
        expect(body.text).not.toContain('Draft roadmap');
    });
});

/** The C3 launch story with `body` as its v6 content, and its page (200). */
async function launchStoryWith(body: unknown) {
    const site = await siteWith((dataset) => {
        const story = dataset.stories.find((candidate) => candidate.uuid === 'a0a0a0a0-0000-4000-8000-000000000002')!;
        Object.assign(story, { format_version: 6, content: JSON.stringify(body) });
    });
    const page = await request(site.app).get('/cargo-bike-c3-launch');
    expect(page.status).toBe(200);
    const html = parseHtml(page.text);
    return { ...site, page, html, body: html.querySelector('.story-content')! };
}

describe('what cards, tables and contacts carry', () => {
    const detailsStory = () => launchStoryWith(DETAILS_BODY);

    it('a contact shows its X and Facebook profiles, and the newsroom contact’s picture through the assets CDN', async () => {
        const { body, fixture } = await detailsStory();
        const contact = body.querySelector('.content-contact')!;
        const links = contact.querySelectorAll('a').map((a) => a.getAttribute('href'));
        expect(links).toContain('https://x.com/ada_acme');
        expect(links).toContain('https://www.facebook.com/acme.press');
        const ada = fixture.dataset.contacts.find((candidate) => candidate.uuid === ADA_CONTACT_UUID)!;
        const avatar = contact.querySelector('img.content-contact__avatar')?.getAttribute('src') ?? '';
        expect(avatar.startsWith('https://cdn.uc.assets.prezly.com/')).toBe(true);
        expect(avatar).toContain((ada.avatar_image as Rec).uuid as string);
    });

    it('a table keeps the editor’s column sizes, as shares of the table', async () => {
        const { body } = await detailsStory();
        const table = body.querySelector('.content-table table')!;
        expect(table.classList.contains('content-table--sized')).toBe(true);
        expect(table.querySelectorAll('colgroup col').map((col) => col.getAttribute('class'))).toEqual([
            'content-col-75',
            'content-col-25',
        ]);
    });

    it('a bookmark without a thumbnail shows Prezly’s screenshot of the page', async () => {
        const { body } = await detailsStory();
        const card = body.querySelector('a.content-bookmark[href="https://www.ghent.example/news/acme-plant"]')!;
        expect(card.querySelector('img')?.getAttribute('src')).toBe(
            'https://cdn.uc.assets.prezly.com/5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d/',
        );
    });
});

describe('videos and embeds (decision 21)', () => {
    async function embedsStory() {
        const site = await launchStoryWith(EMBEDS_BODY);
        const csp = String(site.page.headers['content-security-policy']);
        const directive = (name: string) =>
            (csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '').trim().split(/\s+/).slice(1);
        return { ...site, directive };
    }

    /** Each player facade: the play link's address and words, and the player its island loads. */
    const facades = (html: ReturnType<typeof parseHtml>) =>
        html.querySelectorAll('[data-island="embed-player"]').map((marker) => {
            const props = JSON.parse(marker.querySelector('script[data-island-props]')!.text) as Rec;
            const play = marker.querySelector('a.content-player')!;
            return {
                href: play.getAttribute('href'),
                label: play.text,
                thumbnail: play.querySelector('img')?.getAttribute('src') ?? null,
                player: props.player,
            };
        });

    it('shows each video as a facade whose play link goes to the video, and no player before the click', async () => {
        const { html, body } = await embedsStory();
        expect(body.querySelectorAll('iframe, video')).toHaveLength(0);
        expect(facades(html)).toEqual([
            {
                href: YOUTUBE_VIDEO_URL,
                label: 'Play video: Inside the Ghent plant',
                // YouTube's own picture would reach Google before any click: none is shown.
                thumbnail: null,
                player: { kind: 'frame', src: YOUTUBE_PLAYER },
            },
            {
                href: PREZLY_VIDEO_URL,
                label: 'Play video: Plant tour',
                thumbnail: PREZLY_VIDEO_THUMBNAIL,
                player: { kind: 'file', src: PREZLY_VIDEO_URL },
            },
            {
                href: SPOTIFY_EPISODE_URL,
                label: 'Play video: The plant podcast',
                thumbnail: null,
                player: { kind: 'frame', src: SPOTIFY_PLAYER },
            },
        ]);
        // The provider's html never reaches the page, nor Iframely's address in it.
        expect(html.toString()).not.toContain('iframe.ly');
        expect(html.toString()).not.toContain('widgets.js');
        const notes = body.querySelectorAll('.content-embed__note').map((note) => note.text);
        expect(notes).toEqual([
            'Pressing play loads the player from YouTube.',
            'Pressing play loads the player from Spotify.',
        ]);
    });

    it('the CSP lets the players load after the click, and the photo embeds’ pictures', async () => {
        const { directive } = await embedsStory();
        expect(directive('frame-src')).toEqual(
            expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://open.spotify.com']),
        );
        expect(directive('media-src')).toContain('https://cdn.uc.assets.prezly.com');
        expect(directive('img-src')).toContain(new URL(REMOTE_PHOTO).origin);
        // A thumbnail the page does not show is not allowed either.
        expect(directive('img-src')).not.toContain('https://i.ytimg.com');
    });

    it('shows photo embeds as figures: the picture, lazy with its size, and a link to where it comes from', async () => {
        const { body } = await embedsStory();
        const photos = body.querySelectorAll('figure.content-embed--photo');
        expect(photos).toHaveLength(2);
        const remote = photos[0]!.querySelector('img')!;
        expect(remote.getAttribute('src')).toBe(REMOTE_PHOTO);
        expect([remote.getAttribute('width'), remote.getAttribute('height')]).toEqual(['1600', '900']);
        expect(remote.getAttribute('loading')).toBe('lazy');
        expect(remote.getAttribute('alt')).toBe('Ghent harbour at dawn');
        expect(photos[0]!.querySelector('figcaption a')?.getAttribute('href')).toBe(REMOTE_PHOTO_PAGE);
        const uploaded = photos[1]!.querySelector('img')!;
        expect(uploaded.getAttribute('src')).toMatch(
            new RegExp(`^https://cdn\\.uc\\.assets\\.prezly\\.com/${UPLOADED_PHOTO_UUID}/-/`),
        );
        expect(uploaded.getAttribute('srcset')).toContain(' 1440w');
    });

    it('an embed whose html is a script stays a card linking to it', async () => {
        const { body } = await embedsStory();
        const card = body.querySelector('a.content-bookmark[href="https://social.example/acme/status/1"]');
        expect(card?.querySelector('.content-bookmark__title')?.text).toBe('Acme on Social');
    });

    it('the PDF has a line with each video’s title and address', async () => {
        const { app } = await embedsStory();
        const pdf = await request(app)
            .get('/cargo-bike-c3-launch.pdf')
            .buffer(true)
            .parse((res, done) => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('end', () => done(null, Buffer.concat(chunks)));
            });
        expect(pdf.status).toBe(200);
        const text = pdfText(pdf.body as Buffer).replace(/\s+/g, ' ');
        expect(text).toContain(`Inside the Ghent plant: ${YOUTUBE_VIDEO_URL}`);
        expect(text).toContain(`Plant tour: ${PREZLY_VIDEO_URL}`);
    });

    it('Copy text has a line with each video’s title and address', async () => {
        const { html } = await embedsStory();
        const text = String(islandProps(html, 'copy-story-text')?.text);
        expect(text).toContain(`Inside the Ghent plant: ${YOUTUBE_VIDEO_URL}`);
        expect(text).toContain(`Plant tour: ${PREZLY_VIDEO_URL}`);
    });
});
