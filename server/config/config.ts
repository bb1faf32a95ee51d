import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { contentLoadingFields } from './content-settings';
import { federationFields } from './federation-settings';
import { booleanFlag, httpUrl, port, positiveInt, trustProxy } from './field-parsers';
import { analyticsLogCapProblem, limitFields } from './limit-settings';
import { pushFields } from './push-settings';
import { describeSettingValue } from './redaction';
import { checkScaleOut, scaleOutFields } from './scale-out-settings';

/** Every setting, from the environment. Each is documented in the README with its default. */
const EnvSchema = z
    .object({
        NODE_ENV: z
            .enum(['development', 'production', 'test'], { error: 'expected development, production or test' })
            .default('development'),
        PORT: port.default(3000),
        HOST: z.string().min(1).default('0.0.0.0'),
        PUBLIC_URL: httpUrl.optional(),
        BASE_PATH: z
            .string()
            .regex(/^(\/[A-Za-z0-9._~-]+)*$/, 'expected a path like /newsroom (no trailing slash), or empty')
            .default(''),
        TRUST_PROXY: trustProxy.default('loopback'),
        LOG_LEVEL: z
            .enum(['error', 'warn', 'info', 'http', 'debug'], { error: 'expected error, warn, info, http or debug' })
            .default('info'),
        LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'expected json or pretty' }).optional(),

        CONTENT_SOURCE: z.enum(['files', 'prezly'], { error: 'expected files or prezly' }).default('files'),
        CONTENT_DIR: z.string().min(1).default('content/demo'),
        CONTENT_WATCH: booleanFlag.optional(),

        PREZLY_ACCESS_TOKEN: z.string().min(1).optional(),
        PREZLY_NEWSROOM_UUID: z.string().min(1).optional(),
        PREZLY_API_URL: httpUrl.default('https://api.prezly.com'),
        PREZLY_TIMEOUT_MS: positiveInt('a timeout in milliseconds').default(5000),
        PREZLY_THEME_UUID: z.string().min(1).optional(),
        /** A member site's hub (docs/hub-newsrooms.md): SDK 24 gives a member no way to learn it. */
        PREZLY_HUB_UUID: z.string().min(1).optional(),
        CONTENT_CACHE_TTL_SECONDS: positiveInt('a number of seconds').default(60),
        CONTENT_STALE_LIMIT_SECONDS: positiveInt('a number of seconds').default(86400),
        WEBHOOK_SECRET: z.string().min(16, 'expected at least 16 characters').optional(),
        ...contentLoadingFields,

        SEARCH_BACKEND: z
            .enum(['embedded', 'meilisearch', 'algolia'], { error: 'expected embedded, meilisearch or algolia' })
            .default('embedded'),
        MEILISEARCH_HOST: httpUrl.optional(),
        MEILISEARCH_API_KEY: z.string().min(1).optional(),
        MEILISEARCH_ADMIN_API_KEY: z.string().min(1).optional(),
        MEILISEARCH_INDEX: z
            .string()
            .regex(/^[A-Za-z0-9_-]+$/, 'expected letters, digits, - or _')
            .default('stories'),
        ALGOLIA_APP_ID: z.string().min(1).optional(),
        ALGOLIA_API_KEY: z.string().min(1).optional(),
        ALGOLIA_ADMIN_API_KEY: z.string().min(1).optional(),
        ALGOLIA_INDEX: z
            .string()
            .regex(/^[A-Za-z0-9_-]+$/, 'expected letters, digits, - or _')
            .default('stories'),
        SEARCH_TIMEOUT_MS: positiveInt('a timeout in milliseconds').default(3000),
        SEARCH_HITS_PER_PAGE: z.coerce
            .number({ error: 'expected a number' })
            .int()
            .min(1, 'expected 1 to 100')
            .max(100, 'expected 1 to 100')
            .default(20),
        SEARCH_KEEP_ZERO_FACETS: booleanFlag.default(false),
        SEARCH_FINITE_PAGINATION: booleanFlag.default(false),
        SEARCH_CACHE_TTL_SECONDS: z.coerce.number({ error: 'expected a number' }).int().min(0).default(60),
        SEARCH_SYNC_ON_CHANGE: booleanFlag.default(false),
        /** The read-only MCP server at /mcp (docs/mcp.md); `false` answers 404 there. */
        MCP_ENABLED: booleanFlag.default(true),
        MEILISEARCH_TASK_TIMEOUT_MS: positiveInt('a timeout in milliseconds').default(60000),

        ASSETS_CDN_URL: httpUrl.optional(),
        MEDIA_CACHE_DIR: z.string().min(1).default('.cache/media'),
        MEDIA_CACHE_MAX_MB: positiveInt('a size in megabytes').default(1024),
        MEDIA_MEMORY_CACHE_MB: z.coerce.number({ error: 'expected a size in megabytes' }).int().min(0).default(64),
        MEDIA_MAX_EFFECTS: positiveInt('a number of effects').default(12),
        MEDIA_RENDER_CONCURRENCY: positiveInt('a number of images').default(2),
        MEDIA_RENDER_QUEUE: positiveInt('a number of images').default(64),
        OG_IMAGE_URL: httpUrl.optional(),
        PRIVACY_PORTAL_URL: httpUrl.default('https://privacy.prezly.com'),
        ANALYTICS_URL: httpUrl.optional(),
        ANALYTICS_LOG_FILE: z.string().min(1).default('.cache/analytics-events.ndjson'),
        PLAUSIBLE_SCRIPT_URL: httpUrl.default('https://plausible.io/js/script.js'),
        CONSENT_COOKIE_DOMAIN: z
            .string()
            .regex(/^\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'expected a domain like .example.com')
            .optional(),
        PLAUSIBLE_ROLLUP_DOMAIN: z.string().min(1).default('rollup.newsroom.example'),

        PAGE_CACHE_ENTRIES: z.coerce
            .number({ error: 'expected a number' })
            .int()
            .min(0, 'expected 0 or more')
            .default(2000),
        PAGE_CACHE_MB: positiveInt('a size in megabytes').default(64),
        SHUTDOWN_TIMEOUT_MS: positiveInt('a timeout in milliseconds').default(8000),

        ...scaleOutFields,
        ...pushFields,
        ...federationFields,
        ...limitFields,
    })
    .superRefine((env, ctx) => {
        if (env.CONTENT_SOURCE === 'prezly') {
            for (const key of ['PREZLY_ACCESS_TOKEN', 'PREZLY_NEWSROOM_UUID'] as const) {
                if (!env[key])
                    ctx.addIssue({ code: 'custom', path: [key], message: 'required when CONTENT_SOURCE=prezly' });
            }
        }
        if (env.SEARCH_BACKEND === 'meilisearch' && !env.MEILISEARCH_HOST) {
            ctx.addIssue({
                code: 'custom',
                path: ['MEILISEARCH_HOST'],
                message: 'required when SEARCH_BACKEND=meilisearch',
            });
        }
        checkScaleOut(env, ctx);
        if (env.SEARCH_BACKEND === 'algolia') {
            for (const key of ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY'] as const) {
                if (!env[key])
                    ctx.addIssue({ code: 'custom', path: [key], message: 'required when SEARCH_BACKEND=algolia' });
            }
        }
    });

type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
    /** Absolute origin + base path, without a trailing slash: used for canonical and feed links. */
    siteUrl: string;
    /** Base URL of the assets CDN; the site's own /cdn when it serves media itself. */
    assetsCdnUrl: string;
    /**
     * Where analytics beacons and recipient look-ups go: ANALYTICS_URL, else the path of the
     * site's own collector, which browsers reach on the origin they are on, whatever PUBLIC_URL says.
     */
    analyticsUrl: string;
    contentDir: string;
    isProduction: boolean;
    logFormat: 'json' | 'pretty';
    contentWatch: boolean;
    /** Worker processes to run (WEB_CONCURRENCY, `auto` resolved to the number of cores). */
    webConcurrency: number;
}

export class ConfigError extends Error {}

/** Where a Prezly newsroom's uploads live; the default assets CDN when CONTENT_SOURCE=prezly. */
export const PREZLY_ASSETS_CDN_URL = 'https://cdn.uc.assets.prezly.com';

/**
 * Without PUBLIC_URL, where the server listens: HOST (an IPv6 address in brackets), or localhost
 * when it listens on every interface (0.0.0.0, ::), which names no address to link to.
 */
function listeningOrigin(host: string, port: number): string {
    const everyInterface = host === '0.0.0.0' || host === '::';
    const name = everyInterface ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    return `http://${name}:${port}`;
}

/**
 * Parses the environment. Throws ConfigError with one line naming the variable and what it
 * expects, and what it got unless that is a secret (redaction.ts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
    const parsed = EnvSchema.safeParse(env);
    if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const name = String(issue.path[0] ?? 'environment');
        const got = describeSettingValue(name, env[name]);
        throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${got})`);
    }
    const values = parsed.data;
    const webConcurrency = values.WEB_CONCURRENCY === 'auto' ? availableParallelism() : values.WEB_CONCURRENCY;
    const capProblem = analyticsLogCapProblem({ ...values, workers: webConcurrency });
    if (capProblem) throw new ConfigError(`Invalid configuration: ${capProblem}`);
    const origin = values.PUBLIC_URL ?? listeningOrigin(values.HOST, values.PORT);
    const siteUrl = `${origin}${values.BASE_PATH}`;
    return {
        ...values,
        siteUrl,
        assetsCdnUrl:
            values.ASSETS_CDN_URL ?? (values.CONTENT_SOURCE === 'prezly' ? PREZLY_ASSETS_CDN_URL : `${siteUrl}/cdn`),
        analyticsUrl: values.ANALYTICS_URL ?? `${values.BASE_PATH}/analytics`,
        contentDir: path.resolve(values.CONTENT_DIR),
        isProduction: values.NODE_ENV === 'production',
        logFormat: values.LOG_FORMAT ?? (values.NODE_ENV === 'production' ? 'json' : 'pretty'),
        contentWatch: values.CONTENT_WATCH ?? values.NODE_ENV === 'development',
        webConcurrency,
    };
}
