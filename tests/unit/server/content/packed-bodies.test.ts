import { describe, expect, it } from 'vitest';
import type { Story } from '../../../../domain/content';
import { encodeStoryBody, withBodyParsed, withPackedBody } from '../../../../server/content/packed-bodies';

const body = {
    type: 'document',
    version: '0.50',
    children: [{ type: 'paragraph', children: [{ text: 'Ein “Fahrrad” für alle — دراجة' }] }],
};

describe('packed story bodies', () => {
    it('reads back the same body, every time as a fresh tree', () => {
        const story = withPackedBody({ slug: 'one', content: structuredClone(body) } as unknown as Story);
        expect(story.content).toEqual(body);
        const first = story.content;
        (first.children as unknown[]).length = 0;
        expect(story.content).toEqual(body);
    });

    it('stays an ordinary property for JSON and spreading', () => {
        const story = withPackedBody({ slug: 'one', content: structuredClone(body) } as unknown as Story);
        expect(JSON.parse(JSON.stringify(story)).content).toEqual(body);
        expect({ ...story }.content).toEqual(body);
        expect(Object.keys(story)).toContain('content');
    });

    it('keeps a body encoded elsewhere (the story-reading workers) and packs a story only once', () => {
        const bodiless = { slug: 'two' } as unknown as Story;
        const story = withPackedBody(bodiless, encodeStoryBody(body as Story['content']));
        expect(story.content).toEqual(body);
        expect(withPackedBody(story)).toBe(story);
    });

    it('leaves the story it was given untouched', () => {
        const original = { slug: 'one', content: structuredClone(body) } as unknown as Story;
        const story = withPackedBody(original);
        expect(story).not.toBe(original);
        expect(Object.getOwnPropertyDescriptor(original, 'content')?.value).toEqual(body);
    });

    it('parses the body once for a request that reads it several times', () => {
        const story = withPackedBody({ slug: 'one', title: 'One', content: structuredClone(body) } as unknown as Story);
        const read = withBodyParsed(story);
        expect(read.content).toBe(read.content);
        expect(read.content).toEqual(body);
        expect(read.title).toBe('One');
        expect(story.content).not.toBe(story.content);
        const unpacked = { slug: 'two', content: structuredClone(body) } as unknown as Story;
        expect(withBodyParsed(unpacked)).toBe(unpacked);
    });
});
