/**
 * The fixture newsroom as the stand-in serves it: its newsroom-level answers, stories and
 * galleries, each typed against Prezly's contract (tests/fixtures/prezly/newsroom-answers.ts,
 * story-answers.ts, gallery-answers.ts), turned into a dataset the stand-in can page and filter.
 */
import { galleryAnswers } from '../../fixtures/prezly/gallery-answers';
import { NEWSROOM_UUID, newsroomAnswers } from '../../fixtures/prezly/newsroom-answers';
import { storyAnswers } from '../../fixtures/prezly/story-answers';
import type { PrezlyDataset } from './stand-in-server';

/** A fresh copy each call, so a test may change records without touching others. */
export function prezlyFixtureDataset(): PrezlyDataset {
    return {
        ...newsroomAnswers(),
        galleries: galleryAnswers(),
        stories: storyAnswers(),
    };
}

export const FIXTURE_NEWSROOM = {
    uuid: NEWSROOM_UUID,
    token: 'prezly-fixture-token',
};
