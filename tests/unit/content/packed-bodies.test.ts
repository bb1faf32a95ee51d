import { describe, expect, it } from 'vitest';
import type { Story } from '../../../domain/content';
import { packStoryBody } from '../../../server/content/packed-bodies';

const body = {
    type: 'document',
    version: '0.50',
    children: [{ type: 'paragraph', children: [{ text: 'Ein “Fahrrad” für alle — دراجة' }] }],
};

describe('packed story bodies', () => {
    it('reads back the same body, every time as a fresh tree', () => {
        const story = { slug: 'one', content: structuredClone(body) } as unknown as Story;
        packStoryBody(story);
        expect(story.content).toEqual(body);
        const first = story.content;
        (first.children as unknown[]).length = 0;
        expect(story.content).toEqual(body);
    });

    it('stays an ordinary property for JSON and spreading', () => {
        const story = { slug: 'one', content: structuredClone(body) } as unknown as Story;
        packStoryBody(story);
        expect(JSON.parse(JSON.stringify(story)).content).toEqual(body);
        expect({ ...story }.content).toEqual(body);
        expect(Object.keys(story)).toContain('content');
    });
});
