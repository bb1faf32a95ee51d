import { z } from 'zod';
import { httpUrl, positiveInt } from './field-parsers';

/** Settings of the scale-out (README, Scale-out; docs/deploying.md): workers, Redis, CDN purge. */
export const scaleOutFields = {
    WEB_CONCURRENCY: z
        .union([
            z.literal('auto'),
            z.coerce
                .number({ error: 'expected auto or a number of processes' })
                .int('expected auto or a number of processes')
                .min(1, 'expected auto or 1 to 64')
                .max(64, 'expected auto or 1 to 64'),
        ])
        .default(1),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' }).optional(),
    REDIS_CHANNEL: z
        .string()
        .regex(/^[A-Za-z0-9:._-]+$/, 'expected letters, digits, :, ., - or _')
        .default('newsroom:content-changed'),
    CDN_PURGE: z
        .enum(['varnish', 'fastly', 'cloudflare'], { error: 'expected varnish, fastly or cloudflare' })
        .optional(),
    VARNISH_URL: httpUrl.optional(),
    FASTLY_SERVICE_ID: z.string().min(1).optional(),
    FASTLY_API_TOKEN: z.string().min(1).optional(),
    FASTLY_API_URL: httpUrl.default('https://api.fastly.com'),
    CLOUDFLARE_ZONE_ID: z.string().min(1).optional(),
    CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
    CLOUDFLARE_API_URL: httpUrl.default('https://api.cloudflare.com/client/v4'),
    CDN_PURGE_TIMEOUT_MS: positiveInt('a timeout in milliseconds').default(5000),
    CDN_PURGE_RETRIES: z.coerce.number({ error: 'expected a number' }).int().min(0).max(10).default(3),
};

type ScaleOutEnv = z.infer<z.ZodObject<typeof scaleOutFields>>;

/** Each CDN_PURGE provider's required settings. */
export function checkScaleOut(env: ScaleOutEnv, ctx: z.RefinementCtx): void {
    const purgeNeeds = {
        varnish: ['VARNISH_URL'],
        fastly: ['FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN'],
        cloudflare: ['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'],
    } as const;
    for (const key of env.CDN_PURGE ? purgeNeeds[env.CDN_PURGE] : []) {
        if (!env[key])
            ctx.addIssue({ code: 'custom', path: [key], message: `required when CDN_PURGE=${env.CDN_PURGE}` });
    }
}
