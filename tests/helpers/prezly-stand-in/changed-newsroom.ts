/**
 * The fixture newsroom with one change made in Prezly, read through the stand-in by a Prezly
 * content source and served by the real app. Call once per test file (at its top level): the
 * stand-ins and sources it starts are closed after the file's tests.
 */
import { afterAll } from 'vitest';
import { createTestApp } from '../test-app';
import { createFixtureSource, type FixtureSource } from './fixture-source';
import type { PrezlyDataset } from './stand-in-server';

export function changedNewsrooms() {
    const open: FixtureSource[] = [];
    afterAll(async () => {
        await Promise.all(open.splice(0).map((fixture) => fixture.close()));
    });
    return async (change: (dataset: PrezlyDataset) => void) => {
        const fixture = await createFixtureSource();
        open.push(fixture);
        change(fixture.dataset);
        const { app } = await createTestApp({ content: fixture.source, env: fixture.env });
        return { app, fixture };
    };
}
