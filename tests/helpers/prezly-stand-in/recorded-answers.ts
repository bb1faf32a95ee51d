/**
 * The recorded Prezly API answers in tests/fixtures/prezly/*-answer.json, each shaped like the body
 * Prezly documents for that call, turned into a dataset the stand-in can page and filter.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PrezlyDataset } from './stand-in-server';

type Rec = Record<string, unknown>;

export const PREZLY_FIXTURES_DIR = path.resolve('tests/fixtures/prezly');

function answer(file: string): Rec {
    return JSON.parse(readFileSync(path.join(PREZLY_FIXTURES_DIR, file), 'utf8')) as Rec;
}

/** A fresh copy each call, so a test may change records without touching others. */
export function prezlyFixtureDataset(): PrezlyDataset {
    return {
        newsroom: answer('newsroom-answer.json').newsroom as Rec,
        themePreset: answer('theme-active-answer.json').theme as Rec,
        languages: answer('languages-answer.json').languages as Rec[],
        categories: answer('categories-answer.json').categories as Rec[],
        contacts: answer('contacts-answer.json').contacts as Rec[],
        galleries: answer('galleries-answer.json').galleries as Rec[],
        stories: answer('stories-answer.json').stories as Rec[],
    };
}

export const FIXTURE_NEWSROOM = {
    uuid: '5f0b5a3e-8c1d-4b7a-9e2f-1a2b3c4d5e6f',
    token: 'prezly-fixture-token',
};
