/**
 * A story body cut at its section headings for search (server/search/story-text.ts): the text
 * before the first heading, then each section with its heading's text and id. The ids must be
 * those the story page gives the headings, or a result's link would lead nowhere.
 */
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_PRE_TAG } from '../../../../domain/search/highlight';
import { hasSections, sectionsText, storySections } from '../../../../server/search/story-text';
import type { SiteContextValue } from '../../../../views/site-context';
import { StoryContent } from '../../../../views/story-content/StoryContent';
import { createTestSite, renderViewDom } from '../../../helpers/render-view';
import { doc, paragraph, text } from '../../views/story-content/fixtures';

const heading = (type: 'heading-one' | 'heading-two', value: string, role?: string) => ({
    type,
    ...(role ? { role } : {}),
    children: [text(value)],
});
const words = (value: string) => paragraph(text(value));

const body = doc(
    heading('heading-one', 'Story title', 'title'),
    words('Opening words of the release.'),
    heading('heading-one', 'Key figures'),
    words('Revenue rose by a fifth.'),
    { type: 'image', file: {}, children: [text('')] },
    words('Margins held.'),
    heading('heading-two', 'Key figures'),
    words('Second table.'),
    heading('heading-two', '   '),
    words('After an empty heading.'),
    heading('heading-one', 'Главные цифры'),
    words('Выручка выросла.'),
);

describe('storySections', () => {
    it('keeps the text before the first section heading apart, then one section per heading with its text', () => {
        expect(storySections(body)).toEqual({
            intro: 'Story title\nOpening words of the release.',
            sections: [
                { heading: 'Key figures', anchor: 'key-figures', text: 'Revenue rose by a fifth.\nMargins held.' },
                {
                    heading: 'Key figures',
                    anchor: 'key-figures-2',
                    text: 'Second table.\nAfter an empty heading.',
                },
                { heading: 'Главные цифры', anchor: 'главные-цифры', text: 'Выручка выросла.' },
            ],
        });
    });

    it('gives each section the id the story page renders on its heading', async () => {
        const site: SiteContextValue = await createTestSite();
        const page = renderViewDom(<StoryContent document={body} />, site);
        const rendered = page.querySelectorAll('.content-heading').map((element) => element.getAttribute('id') ?? null);
        expect(rendered.filter(Boolean)).toEqual(storySections(body).sections.map((section) => section.anchor));
    });

    it('is a body without sections when it has no section heading', () => {
        expect(storySections(doc(words('Only words.')))).toEqual({ intro: 'Only words.', sections: [] });
        expect(storySections(doc())).toEqual({ intro: '', sections: [] });
    });

    it('removes highlight markers from the text, so content cannot forge a match', () => {
        const forged = storySections(
            doc(heading('heading-one', `A ${HIGHLIGHT_PRE_TAG}x`), words(`B ${HIGHLIGHT_PRE_TAG}y`)),
        );
        expect(JSON.stringify(forged)).not.toContain(HIGHLIGHT_PRE_TAG);
    });

    it('stops at 50,000 characters of text in all', () => {
        const long = 'word '.repeat(6_000).trim();
        const sections = storySections(
            doc(words(long), heading('heading-one', 'One'), words(long), heading('heading-one', 'Two'), words(long)),
        );
        const total =
            sections.intro.length + sections.sections.reduce((sum, s) => sum + s.heading.length + s.text.length, 0);
        expect(total).toBeLessThanOrEqual(50_000);
        expect(sections.sections.at(-1)?.text.length ?? 0).toBeLessThan(long.length);
    });
});

describe('hasSections', () => {
    it('is true only for a body with a heading the page anchors', () => {
        expect(hasSections(body)).toBe(true);
        expect(hasSections(doc(words('Only words.')))).toBe(false);
        expect(hasSections(doc(heading('heading-one', 'Title', 'title'), heading('heading-two', ' ')))).toBe(false);
    });
});

describe('sectionsText', () => {
    it('is the whole body in order, headings included', () => {
        expect(sectionsText(storySections(body))).toBe(
            'Story title\nOpening words of the release.\nKey figures\nRevenue rose by a fifth.\nMargins held.\n' +
                'Key figures\nSecond table.\nAfter an empty heading.\nГлавные цифры\nВыручка выросла.',
        );
    });
});
