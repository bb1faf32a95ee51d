import { describe, expect, it } from 'vitest';
import { headingSlug, storyHeadingAnchors } from '../../../../domain/stories/heading-ids';

const heading = (type: 'heading-one' | 'heading-two', text: string, role?: string) => ({
    type,
    ...(role ? { role } : {}),
    children: [{ text }],
});

describe('headingSlug', () => {
    it('lower-cases and joins words with hyphens, punctuation out', () => {
        expect(headingSlug('Key specifications')).toBe('key-specifications');
        expect(headingSlug('  What’s next? (2026) ')).toBe('what-s-next-2026');
    });

    it('keeps the letters and marks of every script', () => {
        expect(headingSlug('المواصفات الرئيسية')).toBe('المواصفات-الرئيسية');
        expect(headingSlug('Überblick für Händler')).toBe('überblick-für-händler');
        expect(headingSlug('製品の概要')).toBe('製品の概要');
        expect(headingSlug('हिन्दी शीर्षक')).toBe('हिन्दी-शीर्षक');
    });

    it('gives a heading of only symbols an id all the same', () => {
        expect(headingSlug('***')).toBe('section');
    });
});

describe('storyHeadingAnchors', () => {
    it('numbers repeated headings in document order and never takes an id of the page frame', () => {
        const nodes = [
            heading('heading-one', 'Overview'),
            { type: 'paragraph', children: [{ text: 'Text' }] },
            heading('heading-two', 'Overview'),
            heading('heading-two', 'Overview'),
            heading('heading-one', 'Main'),
            heading('heading-one', 'Story title', 'title'),
            heading('heading-two', '   '),
        ];
        const anchors = storyHeadingAnchors(nodes);
        expect(nodes.map((node) => anchors.get(node)?.id ?? null)).toEqual([
            'overview',
            null,
            'overview-2',
            'overview-3',
            'main-2',
            null,
            null,
        ]);
        expect(anchors.get(nodes[0]!)?.text).toBe('Overview');
    });

    it('is the same for the same body, render after render', () => {
        const body = () => [
            heading('heading-one', 'Prix'),
            heading('heading-two', 'Prix'),
            heading('heading-two', 'Été'),
        ];
        const ids = (nodes: object[]) => {
            const anchors = storyHeadingAnchors(nodes);
            return nodes.map((node) => anchors.get(node)?.id);
        };
        expect(ids(body())).toEqual(ids(body()));
        expect(ids(body())).toEqual(['prix', 'prix-2', 'été']);
    });
});
