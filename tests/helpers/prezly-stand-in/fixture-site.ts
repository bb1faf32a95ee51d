/**
 * The fixture newsroom with one change made in Prezly, read through the stand-in and served by
 * the real app: for a test file that serves several variants of it. Each source is closed when
 * the file ends.
 */
import { afterAll } from 'vitest';
import type { NewsroomApp } from '../../../server/app';
import { createTestApp } from '../test-app';
import { createFixtureSource, type FixtureSource } from './fixture-source';
import type { PrezlyDataset } from './stand-in-server';

export function fixtureSites(): (change: (dataset: PrezlyDataset) => void) => Promise<{
    app: NewsroomApp;
    fixture: FixtureSource;
}> {
    const open: FixtureSource[] = [];
    afterAll(async () => {
        await Promise.all(open.splice(0).map((fixture) => fixture.close()));
    });
    return async (change) => {
        const fixture = await createFixtureSource();
        open.push(fixture);
        change(fixture.dataset);
        const { app } = await createTestApp({ content: fixture.source, env: fixture.env });
        return { app, fixture };
    };
}
