/**
 * Heading anchors on the real story page (docs/journalists.md): each section heading has a
 * stable id, unique on the whole page, and after it a "#" link to itself named by its label.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CULTURES, fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { createTestApp } from '../../helpers/test-app';

const heading = (type: string, text: string) => ({ type, children: [{ text }] });
const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] });

function newsroom() {
    return writeFixtureNewsroom({
        stories: [
            fixtureStory({
                id: 1,
                slug: 'anchored',
                content: {
                    type: 'document',
                    version: '0.50',
                    children: [
                        heading('heading-one', 'Key facts'),
                        paragraph('First.'),
                        heading('heading-two', 'Key facts'),
                        heading('heading-one', 'Main'),
                        paragraph('Last.'),
                    ],
                },
            }),
            fixtureStory({
                id: 2,
                slug: 'qissa',
                culture: CULTURES.ar,
                content: {
                    type: 'document',
                    version: '0.50',
                    children: [heading('heading-one', 'المواصفات الرئيسية'), paragraph('نص.')],
                },
            }),
        ],
    });
}

describe('heading anchors', () => {
    it('give each heading a unique id and a labelled link to itself, the same on every render', async () => {
        const { app, content } = await createTestApp({ contentDir: newsroom() });
        const html = parseHtml((await request(app).get('/anchored').expect(200)).text);
        const headings = html.querySelectorAll('.story-content .content-heading');
        expect(headings.map((element) => element.getAttribute('id'))).toEqual(['key-facts', 'key-facts-2', 'main-2']);
        // The heading's name is its text alone; the link after it is named by its label.
        expect(headings.map((element) => element.text)).toEqual(['Key facts', 'Key facts', 'Main']);
        const links = html.querySelectorAll('.story-content .content-heading__anchor');
        expect(links.map((link) => [link.getAttribute('href'), link.querySelector('.visually-hidden')?.text])).toEqual([
            ['#key-facts', 'Link to the section Key facts'],
            ['#key-facts-2', 'Link to the section Key facts'],
            ['#main-2', 'Link to the section Main'],
        ]);
        expect(links[0]!.querySelector('span')?.getAttribute('aria-hidden')).toBe('true');
        const ids = html.querySelectorAll('[id]').map((element) => element.getAttribute('id'));
        expect(new Set(ids).size).toBe(ids.length);

        // Another render (after a reload of the same content) gives the same ids.
        await content.reload();
        const again = parseHtml((await request(app).get('/anchored').set('Cache-Control', 'no-cache')).text);
        expect(again.querySelectorAll('.story-content .content-heading').map((h) => h.getAttribute('id'))).toEqual([
            'key-facts',
            'key-facts-2',
            'main-2',
        ]);
    });

    it('keep the letters of a non-Latin heading, with a label in the page language', async () => {
        const { app } = await createTestApp({ contentDir: newsroom() });
        const html = parseHtml(
            (
                await request(app)
                    .get(`/ar/${encodeURIComponent('qissa')}`)
                    .expect(200)
            ).text,
        );
        const element = html.querySelector('.story-content .content-heading');
        expect(element?.getAttribute('id')).toBe('المواصفات-الرئيسية');
        const link = html.querySelector('.story-content .content-heading__anchor');
        expect(link?.getAttribute('href')).toBe('#المواصفات-الرئيسية');
        const label = link?.querySelector('.visually-hidden')?.text;
        expect(label).toContain('المواصفات الرئيسية');
        expect(label).not.toContain('Link to the section');
    });
});
