import { isIP } from 'node:net';
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

/** The names Express (proxy-addr) gives address ranges in `trust proxy`. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a subnet (`10.0.0.0/8`, `10.0.0.0/255.0.0.0`, `fd00::/8`) or a range's name. */
function isProxyAddress(entry: string): boolean {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address = '', mask, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (mask === undefined) return true;
    if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
    return isIP(mask) === family;
}

const TRUST_PROXY_EXPECTED =
    'expected the number of proxies in front of the site (1 behind a PaaS router), or their addresses, subnets or names (loopback, linklocal, uniquelocal), comma separated';

/**
 * Express's `trust proxy`, which decides the client address (`req.ip`) the request limits count
 * by (docs/deploying.md, "Limits"): a number is how many proxies stand in front (Express counts
 * that many hops back in X-Forwarded-For); otherwise the addresses of the proxies to trust.
 * `true` (trust every hop) is refused: any client could then pick its own address.
 */
export const trustProxy = z
    .string()
    .trim()
    .transform((value, context): number | string => {
        if (/^\d{1,2}$/.test(value)) return Number(value);
        const entries = value.split(',').map((entry) => entry.trim());
        if (value !== '' && entries.every(isProxyAddress)) return entries.join(',');
        context.addIssue({ code: 'custom', message: TRUST_PROXY_EXPECTED });
        return z.NEVER;
    });
