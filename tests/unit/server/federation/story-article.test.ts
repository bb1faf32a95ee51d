import { describe, expect, it } from 'vitest';
import { hashtagName } from '../../../../server/federation/story-article';
import { MAX_POSTS_PER_CHANGE, publicationChanges } from '../../../../server/federation/story-publications';
import { demoSnapshot } from '../../../helpers/demo-snapshot';

describe('hashtagName: a tag as Mastodon takes it', () => {
    it.each([
        ['Aurora', '#Aurora'],
        ['wind power', '#WindPower'],
        ['CO₂', '#CO2'],
        ['Énergie verte', '#ÉnergieVerte'],
        ['北京', '#北京'],
        ['— / —', null],
    ])('%s → %s', (tag, name) => {
        expect(hashtagName(tag)).toBe(name);
    });
});

describe('publicationChanges (docs/federation.md, "When it posts")', () => {
    it('finds new, edited and withdrawn stories against those already told, the newest new ones first, at most 20', async () => {
        const snapshot = await demoSnapshot();
        const listed = snapshot.stories.allListed();
        const current = Object.fromEntries(listed.map((story) => [story.uuid, `${story.updated_at} ${story.slug}`]));
        const told: Record<string, string> = { ...current, withdrawn: 'x' };
        delete told[listed[0]!.uuid];
        told[listed[1]!.uuid] = 'an older version';
        const changes = publicationChanges(snapshot, told, current);
        expect(changes.created.map((story) => story.uuid)).toEqual([listed[0]!.uuid]);
        expect(changes.updated.map((story) => story.uuid)).toEqual([listed[1]!.uuid]);
        expect(changes.deleted).toEqual(['withdrawn']);

        const flood = publicationChanges(snapshot, {}, current);
        expect(flood.created).toHaveLength(MAX_POSTS_PER_CHANGE);
        expect(flood.skipped).toBe(listed.length - MAX_POSTS_PER_CHANGE);
        expect(flood.created[0]!.uuid).toBe(listed[0]!.uuid);
    });
});
