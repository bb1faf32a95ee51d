/**
 * Builds the real app for supertest: real config parsing, real content source, real i18n and
 * the real built asset manifest (run `npm run build` first; `npm test` does).
 */
import path from 'node:path';
import type { Express } from 'express';
import type { AppDeps } from '../../server/app';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { ContentSource } from '../../server/content/content-source';
import { createFilesContentSource } from '../../server/content/files';
import { createI18n } from '../../server/i18n/i18n';
import { createLogger, type Logger } from '../../server/logger';
import { loadAssetManifest } from '../../server/render/assets';

export const DEMO_CONTENT_DIR = path.resolve('content/demo');

export interface TestApp {
    app: Express;
    deps: AppDeps;
    content: ContentSource;
    logger: Logger;
}

let sharedI18n: ReturnType<typeof createI18n> | null = null;

export async function createTestApp(
    options: { contentDir?: string; env?: Record<string, string>; content?: ContentSource } = {},
): Promise<TestApp> {
    const config = loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://newsroom.test',
        LOG_LEVEL: 'error',
        ...options.env,
    });
    const logger = createLogger({ level: 'error', format: 'json', silent: !process.env.TEST_LOGS });
    const content =
        options.content ?? createFilesContentSource({ directory: options.contentDir ?? DEMO_CONTENT_DIR, logger });
    await content.get();
    sharedI18n ??= createI18n();
    const deps: AppDeps = { config, logger, content, i18n: sharedI18n, assets: loadAssetManifest() };
    return { app: createApp(deps), deps, content, logger };
}
