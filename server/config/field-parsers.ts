import { z } from 'zod';

/** Field parsers shared by the settings files. */
export const booleanFlag = z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const port = z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a whole number')
    .min(1, 'expected a port between 1 and 65535')
    .max(65535, 'expected a port between 1 and 65535');

export const positiveInt = (what: string) =>
    z.coerce
        .number({ error: `expected ${what}` })
        .int(`expected ${what}`)
        .positive(`expected ${what}`);

export const httpUrl = z
    .url({ protocol: /^https?$/, error: 'expected an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''));
