/**
 * Embedded videos (decision 21): a facade until the visitor presses play, then the player, which
 * the CSP lets load; without JavaScript the play button is a link to the video. Every request the
 * page makes off the site is answered here by the test (route), never by the internet: the
 * players are local pages on their real addresses, so the site's CSP is what is tested.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PREZLY_VIDEO_URL, SPOTIFY_PLAYER, YOUTUBE_PLAYER, YOUTUBE_VIDEO_URL } from '../fixtures/prezly/story-bodies';
import { site } from '../helpers/browser-site';
import { collectConsoleProblems, expectReactRoot } from '../helpers/islands';
import { EMBEDS_CDN, EMBEDS_STORY } from './setup/sites';

const embeds = site('embeds');
const UPLOADED_VIDEO = PREZLY_VIDEO_URL.replace('https://cdn.uc.assets.prezly.com', EMBEDS_CDN);
const PIXEL = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
);

/** Answers every request off the site locally; returns the addresses asked for, in order. */
async function answerOffSite(context: BrowserContext): Promise<string[]> {
    const asked: string[] = [];
    await context.route(
        (url) => url.origin !== new URL(embeds.baseUrl).origin,
        async (route) => {
            const url = route.request().url();
            asked.push(url);
            if (url.startsWith(EMBEDS_CDN) && url.endsWith('.mp4')) {
                await route.fulfill({ status: 200, contentType: 'video/mp4', body: Buffer.alloc(0) });
            } else if (route.request().resourceType() === 'image') {
                await route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
            } else {
                const html = `<!doctype html><title>Local player</title><p id="local-page">${url}</p>`;
                await route.fulfill({ status: 200, contentType: 'text/html', body: html });
            }
        },
    );
    return asked;
}

const storyUrl = () => `${embeds.baseUrl}/${EMBEDS_STORY}`;
const playLink = (page: Page, title: string) => page.getByRole('link', { name: `Play video: ${title}` });
const isPlayer = (url: string) =>
    url.startsWith('https://www.youtube-nocookie.com') || url.startsWith('https://open.spotify.com');

test.describe('embedded videos', () => {
    test('load no player before the click; pressing play shows the YouTube player, focused, which the CSP allows', async ({
        page,
        context,
    }) => {
        const asked = await answerOffSite(context);
        const problems = collectConsoleProblems(page);
        await page.goto(storyUrl());
        await expect(playLink(page, 'Inside the Ghent plant')).toHaveAttribute('href', YOUTUBE_VIDEO_URL);
        await expect(page.locator('.story-content iframe, .story-content video')).toHaveCount(0);
        await playLink(page, 'Inside the Ghent plant').click();
        const frame = page.locator('.story-content iframe[title="Inside the Ghent plant"]');
        await expect(frame).toHaveAttribute('src', YOUTUBE_PLAYER);
        // The local page on the player's address loaded inside the frame: the CSP let it in.
        await expect(page.frameLocator('iframe[title="Inside the Ghent plant"]').locator('#local-page')).toHaveText(
            YOUTUBE_PLAYER,
        );
        await expect(frame).toBeFocused();
        await expectReactRoot(page, 'embed-player');
        expect(asked.filter(isPlayer)).toEqual([YOUTUBE_PLAYER]);
        // The other players are still facades.
        await expect(playLink(page, 'The plant podcast')).toBeVisible();
        expect(problems).toEqual([]);
    });

    test('a provider’s own player from the oEmbed html loads on the click', async ({ page, context }) => {
        await answerOffSite(context);
        await page.goto(storyUrl());
        await playLink(page, 'The plant podcast').click();
        await expect(page.frameLocator('iframe[title="The plant podcast"]').locator('#local-page')).toHaveText(
            SPOTIFY_PLAYER,
        );
    });

    test('a video uploaded to Prezly plays in the browser’s own player', async ({ page, context }) => {
        test.skip(
            process.env.TEST_CONTENT_SOURCE === 'prezly',
            'the Prezly mode serves the assets CDN itself, on a local address the story body does not name',
        );
        await answerOffSite(context);
        await page.goto(storyUrl());
        await playLink(page, 'Plant tour').click();
        const video = page.locator('.story-content video[aria-label="Plant tour"]');
        await expect(video).toHaveAttribute('src', UPLOADED_VIDEO);
        await expect(video).toHaveAttribute('controls', '');
        await expect(page.locator('.story-content iframe')).toHaveCount(0);
    });

    test.describe('without JavaScript', () => {
        test.use({ javaScriptEnabled: false });

        test('the play button is a link that takes the visitor to the video', async ({ page, context }) => {
            const asked = await answerOffSite(context);
            await page.goto(storyUrl());
            await expect(page.locator('iframe, video')).toHaveCount(0);
            await playLink(page, 'Inside the Ghent plant').click();
            await expect(page).toHaveURL(YOUTUBE_VIDEO_URL);
            await expect(page.locator('#local-page')).toHaveText(YOUTUBE_VIDEO_URL);
            expect(asked.filter(isPlayer)).toEqual([]);
        });
    });
});
