import { describe, expect, it } from 'vitest';
import { type HubMarket, HubStorySchema, marketName, withoutSharedBrand } from '../../../../domain/content';
import { language, market } from '../../../helpers/hub-fixture';

const belgiumWith = (languages: [code: string, company: string | null][]): HubMarket =>
    market({
        uuid: 'm',
        name: 'Acme Belgium',
        url: 'https://be.acme.example',
        languages: languages.map(([code, company]) => language('be.acme.example', code, company, code)),
    });

describe('a market’s name for a reader (docs/hub-newsrooms.md)', () => {
    const belgium = belgiumWith([
        ['nl_BE', 'Acme België'],
        ['fr_BE', 'Acme Belgique'],
        ['en', null],
    ]);

    it('is the company name the market gives the reader’s language', () => {
        expect(marketName(belgium, 'nl_BE')).toBe('Acme België');
        expect(marketName(belgium, 'fr_BE')).toBe('Acme Belgique');
    });

    it('else one of the same language, else the display name', () => {
        expect(marketName(belgium, 'fr')).toBe('Acme Belgique');
        expect(marketName(belgium, 'en')).toBe('Acme Belgium');
        expect(marketName(belgium, 'ja')).toBe('Acme Belgium');
    });
});

describe('the brand the markets’ names share', () => {
    it('is left out, cut back to a word', () => {
        expect(withoutSharedBrand(['Acme Belgium', 'Acme Benelux', 'Acme Group'])).toEqual([
            'Belgium',
            'Benelux',
            'Group',
        ]);
    });

    it('is a whole word: names sharing none, or only part of one, are left as they are', () => {
        expect(withoutSharedBrand(['Acme', 'Acme France'])).toEqual(['Acme', 'Acme France']);
        expect(withoutSharedBrand(['Acme Group', 'Acme Group France'])).toEqual(['Group', 'Group France']);
        expect(withoutSharedBrand(['Acme Belgium', 'Acmeco France'])).toEqual(['Acme Belgium', 'Acmeco France']);
        expect(withoutSharedBrand(['Acme Belgium'])).toEqual(['Acme Belgium']);
    });

    it('works in any script', () => {
        expect(withoutSharedBrand(['أكمي مصر', 'أكمي المغرب'])).toEqual(['مصر', 'المغرب']);
    });
});

describe('a member’s story card record', () => {
    const card = {
        uuid: 'u',
        newsroom_uuid: 'm',
        title: 'A story',
        slug: 'a-story',
        culture: { code: 'en' },
        published_at: '2025-09-12T09:00:00+00:00',
        updated_at: '2025-09-12T09:00:00+00:00',
        url: 'https://be.acme.example/a-story',
    };

    it('reads Prezly’s thumbnail sent as a JSON string, and an odd one costs the picture only', () => {
        const image = {
            version: 2,
            uuid: 'f0f0f0f0-0000-4000-8000-000000000001',
            filename: 'a.jpg',
            mime_type: 'image/jpeg',
            size: 1,
            original_width: 10,
            original_height: 10,
            effects: [],
        };
        expect(HubStorySchema.parse({ ...card, thumbnail_image: JSON.stringify(image) }).thumbnail_image?.uuid).toBe(
            image.uuid,
        );
        expect(HubStorySchema.parse({ ...card, thumbnail_image: '{not json' }).thumbnail_image).toBeNull();
    });

    it('needs a link to the member’s page: without one the hub cannot list it', () => {
        expect(HubStorySchema.safeParse({ ...card, url: null }).success).toBe(false);
        expect(HubStorySchema.safeParse({ ...card, url: 'javascript:alert(1)' }).success).toBe(false);
    });
});
