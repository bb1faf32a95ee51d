/**
 * Renders the body of every story of the demo newsroom: each must render without throwing and
 * produce only markup the page may carry (no script, no inline style, no h1, no event handler).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../../domain/content';
import { loadConfig } from '../../../../server/config/config';
import { createFilesContentSource } from '../../../../server/content/files-content-source';
import { createI18n } from '../../../../server/i18n/i18n';
import { createLogger } from '../../../../server/logger';
import { SiteEdition } from '../../../../server/request-scope/site-edition';
import type { SiteContextValue } from '../../../../views/site-context';
import { StoryContent } from '../../../../views/story-content/StoryContent';
import { editionSite, renderViewDom, TEST_SITE_URL } from '../../../helpers/render-view';

const DEMO_DIR = path.resolve('content/demo');
const hasDemo = existsSync(path.join(DEMO_DIR, 'newsroom.json'));

describe.skipIf(!hasDemo)('demo newsroom story bodies', () => {
    let stories: Story[] = [];
    const sites = new Map<string, SiteContextValue>();

    beforeAll(async () => {
        const logger = createLogger({ level: 'error', format: 'json', silent: true });
        const source = createFilesContentSource({ directory: DEMO_DIR, logger });
        const snapshot = await source.get();
        await source.close();
        const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_SITE_URL, LOG_LEVEL: 'error' });
        const edition = new SiteEdition(snapshot, { config, i18n: createI18n() });
        for (const language of snapshot.languages.all) sites.set(language.code, editionSite(edition, language));
        stories = [...snapshot.content.stories];
    });

    it('has stories to render', () => {
        expect(stories.length).toBeGreaterThan(0);
    });

    it('renders every body with safe markup only', () => {
        for (const story of stories) {
            const site = sites.get(story.culture.code) ?? [...sites.values()][0]!;
            const body = renderViewDom(<StoryContent document={story.content} />, site).querySelector(
                '.story-content',
            )!;
            const context = `story ${story.slug}`;
            expect(body.querySelectorAll('style, h1, object, embed, form'), context).toHaveLength(0);
            // The only scripts are the embed player islands' props: JSON data, never run.
            for (const script of body.querySelectorAll('script')) {
                expect(script.getAttribute('type'), context).toBe('application/json');
                expect(script.closest('[data-island="embed-player"]'), context).not.toBeNull();
            }
            expect(body.querySelectorAll('[style]'), context).toHaveLength(0);
            for (const element of body.querySelectorAll('*')) {
                const handlers = Object.keys(element.attributes).filter((name) => /^on/i.test(name));
                expect(handlers, context).toEqual([]);
            }
            // Players load only when the visitor presses play (decision 21): no frame in the page.
            expect(body.querySelectorAll('iframe, video'), context).toHaveLength(0);
            for (const link of body.querySelectorAll('a[href]')) {
                const href = link.getAttribute('href')!;
                // In-page links (heading anchors) point at an element of the same body.
                if (href.startsWith('#')) expect(body.getElementById(href.slice(1)), context).not.toBeNull();
                else expect(href, context).toMatch(/^(https?:|mailto:|tel:|\/)/);
            }
        }
    });

    it('leaves the unknown mystery-widget out and keeps the text around it', () => {
        const story = stories.find((candidate) =>
            candidate.content.children.some((node) => node.type === 'mystery-widget'),
        );
        expect(story, 'a demo story with a mystery-widget node').toBeDefined();
        const site = sites.get(story!.culture.code)!;
        const body = renderViewDom(<StoryContent document={story!.content} />, site).querySelector('.story-content')!;
        const renderable = story!.content.children.filter((node) => node.type !== 'mystery-widget');
        expect(body.childNodes.length).toBeLessThanOrEqual(renderable.length);
        expect(body.innerHTML).not.toMatch(/mystery|award-badge/);
        expect(body.querySelectorAll('p').length).toBeGreaterThan(1);
    });
});
