/**
 * The Prezly stand-in answers a story in the content format the call asks for, as Prezly does
 * (docs/prezly.md §6; tests/helpers/prezly-stand-in/content-format.ts): v6 as stored, an older
 * Slate format without the title, subtitle and header image in the body (given as the story's
 * fields), v1 as HTML, an unknown version rejected.
 */
import { Story } from '@prezly/sdk';
import { describe, expect, it } from 'vitest';
import { GHENT_PLANT } from '../../fixtures/prezly/story-answers';
import { HEADER_PICTURE, NEWEST_FORMAT_BODY } from '../../fixtures/prezly/story-bodies';
import { askedFormat, storyInFormat, UnknownContentFormatError } from '../../helpers/prezly-stand-in/content-format';

type Rec = Record<string, unknown>;

/** The Ghent story stored with the newest-format body: header image, title and subtitle headings first. */
const stored = (): Rec => ({ ...GHENT_PLANT, content: JSON.stringify(NEWEST_FORMAT_BODY), header_image: null });
const bodyOf = (story: Rec) => JSON.parse(story.content as string) as { children: Rec[] };

describe('the format a call asks for', () => {
    it('reads the Accept header the SDK sends, the newest of several, none when not named', () => {
        expect(askedFormat('application/json; content-format=v6')).toBe(Story.FormatVersion.SLATEJS_V6);
        expect(askedFormat('application/json; content-format=v4, application/json; content-format=v5')).toBe(
            Story.FormatVersion.SLATEJS_V5,
        );
        expect(askedFormat('application/json')).toBeUndefined();
        expect(askedFormat(undefined)).toBeUndefined();
    });

    it('rejects a version the SDK does not know', () => {
        expect(() => askedFormat('application/json; content-format=v2')).toThrow(UnknownContentFormatError);
        expect(() => askedFormat('application/json; content-format=v7')).toThrow(UnknownContentFormatError);
        expect(() => askedFormat('application/json; content-format=latest')).toThrow(UnknownContentFormatError);
    });
});

describe('a story in the format asked for', () => {
    it('v6: the document as stored, the header in the body', () => {
        const story = storyInFormat(stored(), Story.FormatVersion.SLATEJS_V6);
        expect(story.content).toBe(JSON.stringify(NEWEST_FORMAT_BODY));
        expect(story.header_image).toBeNull();
        expect(story.format_version).toBe(6);
    });

    it('an older Slate format: no title or subtitle headings, the first image-block as header_image', () => {
        for (const format of [
            Story.FormatVersion.SLATEJS_V3,
            Story.FormatVersion.SLATEJS_V4,
            Story.FormatVersion.SLATEJS_V5,
        ]) {
            const story = storyInFormat(stored(), format);
            expect(story.format_version).toBe(format);
            const children = bodyOf(story).children;
            expect(children.some((node) => 'role' in node)).toBe(false);
            expect(children.some((node) => node.type === 'image-block')).toBe(false);
            // The body starts with its text, its own headings kept.
            expect(children.map((node) => node.type)).toEqual(['paragraph', 'heading-one', 'paragraph']);
            expect(JSON.parse(story.header_image as string)).toEqual(HEADER_PICTURE);
            // Title and subtitle are the story's fields, as in every format.
            expect(story.title).toBe('Acme opens its first plant in Ghent');
            expect(story.subtitle).toBe('Subtitle of story 1');
        }
    });

    it('an older format keeps the header_image field of a body that does not start with an image', () => {
        const story = storyInFormat({ ...GHENT_PLANT }, Story.FormatVersion.SLATEJS_V4);
        expect(story.header_image).toBe(GHENT_PLANT.header_image);
        expect(bodyOf(story).children).toEqual([{ type: 'paragraph', children: [{ text: 'Body of story 1.' }] }]);
    });

    it('v1: the older body as HTML', () => {
        const story = storyInFormat(stored(), Story.FormatVersion.HTML);
        expect(story.format_version).toBe(1);
        expect(story.content).toBe(
            '<p>Read the <a href="/cargo-bike-c3-launch">C3 launch</a> and the <a href="#header-key-figures">key figures</a>.</p>' +
                '<h2>Key figures</h2><p>Two hundred jobs by 2027.</p>',
        );
        expect(JSON.parse(story.header_image as string)).toEqual(HEADER_PICTURE);
    });

    it('no format named: the story as stored', () => {
        expect(storyInFormat(stored(), undefined)).toEqual(stored());
    });
});
