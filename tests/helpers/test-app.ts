/**
 * Builds the real app for supertest: real config parsing, real content source, real i18n and
 * the real built asset manifest (run `npm run build` first; `npm test` does).
 *
 * With TEST_CONTENT_SOURCE=prezly (`npm run test:prezly`) the same newsroom is served through
 * the Prezly adapter instead: a local stand-in of the Prezly API converts the directory into
 * the API's documented responses, and the app runs with CONTENT_SOURCE=prezly pointed at it.
 */
import path from 'node:path';
import type { AppDeps, NewsroomApp } from '../../server/app';
import { createApp } from '../../server/app';
import { loadAssetManifest } from '../../server/config/asset-manifest';
import { loadConfig } from '../../server/config/config';
import type { ContentSource } from '../../server/content/content-source';
import { createFilesContentSource } from '../../server/content/files-content-source';
import type { FederationService } from '../../server/federation/federation-service';
import { startFederation } from '../../server/federation/start-federation';
import { createI18n } from '../../server/i18n/i18n';
import { createLogger, type Logger } from '../../server/logger';
import { storyFeeds } from '../../server/pages/page-kinds';
import { createChangeAnnouncer, pushSenders } from '../../server/push/change-announcer';
import { createOutbox } from '../../server/push/outbox';
import { createSearchBackend } from '../../server/search/create-search-backend';
import { prezlyTestConfig, prezlyTestSource, startNewsroomStandIn } from './prezly-stand-in/newsroom-stand-in';
import type { PrezlyStandIn } from './prezly-stand-in/stand-in-server';

export const DEMO_CONTENT_DIR = path.resolve('content/demo');

export interface TestApp {
    app: NewsroomApp;
    deps: AppDeps;
    content: ContentSource;
    logger: Logger;
    /** The Prezly API stand-in, when TEST_CONTENT_SOURCE=prezly. */
    prezlyStandIn?: PrezlyStandIn;
    /** The site on the fediverse, when asked for (`federate`); the test starts and closes it. */
    federation?: FederationService | null;
}

let sharedI18n: ReturnType<typeof createI18n> | null = null;

export async function createTestApp(
    options: {
        contentDir?: string;
        env?: Record<string, string>;
        content?: ContentSource;
        /** Announce content changes to WebSub and IndexNow, as the process that reads the content does. */
        announce?: boolean;
        /** The content source, whatever TEST_CONTENT_SOURCE says: for tests of one source's behaviour. */
        source?: 'files' | 'prezly';
        /** Federate as the process that reads the content does (docs/federation.md). */
        federate?: boolean;
        /** With the Prezly source, another app's stand-in: two instances of one site read one Prezly. */
        prezlyStandIn?: PrezlyStandIn;
    } = {},
): Promise<TestApp> {
    const directory = options.contentDir ?? DEMO_CONTENT_DIR;
    const source = options.source ?? (process.env.TEST_CONTENT_SOURCE === 'prezly' ? 'prezly' : 'files');
    const standIn =
        source === 'prezly' && !options.content
            ? (options.prezlyStandIn ?? (await startNewsroomStandIn(directory)))
            : undefined;
    // Every supertest client is one address: the request limits are off unless a test turns
    // them on (tests/integration/limits/).
    const env = {
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://newsroom.test',
        LOG_LEVEL: 'error',
        RATE_LIMITS: 'false',
        ...options.env,
    };
    const config = standIn ? prezlyTestConfig(standIn, env) : loadConfig(env);
    const logger = createLogger({ level: 'error', format: 'json', silent: !process.env.TEST_LOGS });
    const content =
        options.content ??
        (standIn ? prezlyTestSource(config, logger, directory) : createFilesContentSource({ directory, logger }));
    await content.get();
    sharedI18n ??= createI18n();
    const search = await createSearchBackend(config, logger, content);
    const deps: AppDeps = {
        config,
        logger,
        content,
        i18n: sharedI18n,
        assets: loadAssetManifest(),
        search,
        ...(options.announce
            ? {
                  announcer: createChangeAnnouncer(
                      config,
                      logger,
                      createOutbox(pushSenders(config, logger), [], logger),
                      storyFeeds,
                  ),
              }
            : {}),
    };
    const federation = options.federate ? await startFederation(config, logger, sharedI18n, { publishes: true }) : null;
    if (federation) deps.federation = federation;
    return { app: createApp(deps), deps, content, logger, prezlyStandIn: standIn, federation };
}
