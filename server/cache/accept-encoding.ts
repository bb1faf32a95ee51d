import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

const OFFERED: Encoding[] = ['br', 'gzip', 'identity'];

/** Distinct Accept-Encoding values remembered; browsers and crawlers send only a handful. */
const MEMO_LIMIT = 256;
const memo = new Map<string, Encoding>();

/**
 * The encoding to send for an Accept-Encoding header, by its q-values (RFC 9110 §12.5.3):
 * brotli before gzip at equal preference, identity when neither is accepted. Parsing costs more
 * than serving a cached page, so each distinct header value is negotiated once.
 */
export function preferredEncoding(header: string | undefined): Encoding {
    const key = header ?? '';
    const known = memo.get(key);
    if (known) return known;
    const chosen = new Negotiator({ headers: { 'accept-encoding': header } }).encoding(OFFERED) as Encoding | undefined;
    const encoding = chosen ?? 'identity';
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, encoding);
    return encoding;
}
