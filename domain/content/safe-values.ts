import { z } from 'zod';

/**
 * An absolute http(s) URL. zod's plain url() accepts `javascript:` and `data:`, which must never
 * reach an href; content is validated here, at the boundary, so views can link without checking.
 */
export const HttpUrlSchema = z.url({ protocol: /^https?$/, error: 'Expected an http(s) URL' });

/** Optional text: a blank string, null or nothing become null. */
export const NullableTextSchema = z
    .string()
    .nullish()
    .transform((value) => value || null);

/** An optional http(s) URL; empty strings and nulls become null. */
export const OptionalHttpUrlSchema = z
    .union([HttpUrlSchema, z.literal('')])
    .nullish()
    .transform((value) => value || null);

const MAILTO = /^mailto:[^\s@]+@[^\s@]+$/i;
const TEL = /^tel:\+?[\d(][\d\s().-]*$/i;

/**
 * An address a visitor can follow from a link: an absolute http(s) URL, or a `mailto:` or `tel:`
 * link (a data request link, a notice's action). Never `javascript:` or `data:`.
 */
export const LinkUrlSchema = z
    .string()
    .refine((link) => MAILTO.test(link) || TEL.test(link) || HttpUrlSchema.safeParse(link).success, {
        error: 'Expected an http(s) URL or a mailto: or tel: link',
    });

/** An optional link (LinkUrlSchema); empty strings and nulls become null. */
export const OptionalLinkUrlSchema = z
    .union([LinkUrlSchema, z.literal('')])
    .nullish()
    .transform((value) => value || null);

/** An IANA time zone the runtime knows, so date formatting can never throw while rendering. */
export const TimeZoneSchema = z.string().refine(
    (zone) => {
        try {
            new Intl.DateTimeFormat('en', { timeZone: zone });
            return true;
        } catch {
            return false;
        }
    },
    { message: 'Expected an IANA time zone like Europe/Brussels' },
);
