import { z } from 'zod';
import { httpUrl } from './field-parsers';

/**
 * Settings of the push notifications (docs/journalists.md): WebSub pings and IndexNow, part of
 * config.ts's schema. Their time limit and retries are the CDN purge's (CDN_PURGE_TIMEOUT_MS,
 * CDN_PURGE_RETRIES): both announce the same content change.
 */
export const pushFields = {
    WEBSUB_HUB_URL: httpUrl.optional(),
    // IndexNow's rule for keys: 8 to 128 characters, letters, digits and dashes.
    INDEXNOW_KEY: z
        .string()
        .regex(/^[A-Za-z0-9-]{8,128}$/, 'expected 8 to 128 letters (a-z, A-Z), digits or dashes')
        .optional(),
    INDEXNOW_ENDPOINT: httpUrl.default('https://api.indexnow.org/indexnow'),
};
