import { z } from 'zod';
import { FEDIVERSE_HANDLE } from '../../domain/federation/actor-handles';
import { booleanFlag } from './field-parsers';

/**
 * Settings of the site's presence on the fediverse (docs/federation.md): ActivityPub through
 * Fedify, part of config.ts's schema. With REDIS_URL, Redis holds the followers, the keys and
 * the delivery queue; without it, FEDERATION_STORE_FILE does (it must survive restarts: losing
 * the keys breaks every follower).
 */
export const federationFields = {
    FEDERATION_ENABLED: booleanFlag.default(true),
    /** The newsroom's handle, `press` in `@press@newsroom.example`; by default made from its name. */
    FEDERATION_HANDLE: z
        .string()
        .regex(FEDIVERSE_HANDLE, 'expected 1 to 30 lower-case letters, digits, _, . or - (not at either end)')
        .optional(),
    /**
     * Lets the site fetch actors and deliver to servers on private addresses (127.0.0.1, 10.x,
     * intranet names): a development or intranet setting, off by default and logged at start.
     */
    FEDERATION_ALLOW_PRIVATE_ADDRESS: booleanFlag.default(false),
    FEDERATION_STORE_FILE: z.string().min(1).default('.cache/federation/store.json'),
};
