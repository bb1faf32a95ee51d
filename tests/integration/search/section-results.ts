/**
 * What a result that lands on a section looks like through the whole app (docs/search.md,
 * "Results that land on a section"), whatever the back end: the full results page and the
 * quick-results API, on the search newsroom's charging story, whose third section alone holds
 * the word searched for.
 */

import request from 'supertest';
import { expect } from 'vitest';
import type { NewsroomApp } from '../../../server/app';
import { parseHtml } from '../../helpers/html';
import { CHARGING_SECTIONS } from '../../helpers/search-newsroom';

const STORY = '/charging-network';

export async function expectResultsLandingOnTheThirdSection(app: NewsroomApp): Promise<void> {
    const { heading, anchor, word } = CHARGING_SECTIONS.third;

    const html = parseHtml((await request(app).get(`/search?query=${word}`)).text);
    const hits = html.querySelectorAll('.search-hit');
    expect(hits).toHaveLength(1);
    const hit = hits[0]!;
    expect(hit.querySelector('.search-hit__title a')!.getAttribute('href')).toBe(`${STORY}#${anchor}`);
    expect(hit.querySelector('.search-hit__section')!.text).toBe(`In section: ${heading}`);
    const snippet = hit.querySelector('.search-hit__snippet')!;
    expect(snippet.text).toContain('a full charge costs forty cents');
    expect(snippet.querySelectorAll('mark').map((mark) => mark.text)).toEqual([word]);

    const api = await request(app).get(`/api/search?query=${word}&locale=en`);
    expect(api.status).toBe(200);
    expect(api.body.totalHits).toBe(1);
    expect(api.body.hits).toHaveLength(1);
    expect(api.body.hits[0]).toMatchObject({
        url: `${STORY}#${anchor}`,
        section: { anchor, heading: [{ text: heading, match: false }] },
    });
    expect(api.body.hits[0].summarySnippet.filter((segment: { match: boolean }) => segment.match)).toEqual([
        { text: word, match: true },
    ]);

    // The fragment is the id the story page gives that heading.
    const story = parseHtml((await request(app).get(STORY)).text);
    expect(story.querySelector(`[id="${anchor}"]`)?.text).toBe(heading);
}

/** Words in the summary or before the first heading only: the story's top, as before. */
export async function expectResultsAtTheTopWithoutSectionWords(app: NewsroomApp): Promise<void> {
    for (const word of ['canal', 'cyclists']) {
        const api = await request(app).get(`/api/search?query=${word}&locale=en`);
        const hit = api.body.hits.find((found: { url: string }) => found.url.startsWith(STORY));
        expect(hit, word).toMatchObject({ url: STORY, section: null });
        const html = parseHtml((await request(app).get(`/search?query=${word}`)).text);
        expect(html.querySelector('.search-hit__title a')!.getAttribute('href')).toBe(STORY);
        expect(html.querySelector('.search-hit__section')).toBeNull();
    }
}
