/**
 * The fixture newsroom as the stand-in serves it: its newsroom-level answers and its stories typed
 * against Prezly's contract (tests/fixtures/prezly/newsroom-answers.ts, story-answers.ts), its
 * galleries the recorded answer in tests/fixtures/prezly/galleries-answer.json, turned into a
 * dataset the stand-in can page and filter.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NEWSROOM_UUID, newsroomAnswers } from '../../fixtures/prezly/newsroom-answers';
import { storyAnswers } from '../../fixtures/prezly/story-answers';
import type { PrezlyDataset } from './stand-in-server';

type Rec = Record<string, unknown>;

export const PREZLY_FIXTURES_DIR = path.resolve('tests/fixtures/prezly');

function answer(file: string): Rec {
    return JSON.parse(readFileSync(path.join(PREZLY_FIXTURES_DIR, file), 'utf8')) as Rec;
}

/** A fresh copy each call, so a test may change records without touching others. */
export function prezlyFixtureDataset(): PrezlyDataset {
    return {
        ...newsroomAnswers(),
        galleries: answer('galleries-answer.json').galleries as Rec[],
        stories: storyAnswers(),
    };
}

export const FIXTURE_NEWSROOM = {
    uuid: NEWSROOM_UUID,
    token: 'prezly-fixture-token',
};
