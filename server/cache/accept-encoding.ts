import Negotiator from 'negotiator';
import { createMemo } from '../../domain/memo';

export type Encoding = 'br' | 'gzip' | 'identity';

const OFFERED: Encoding[] = ['br', 'gzip', 'identity'];

/** Distinct Accept-Encoding values remembered; browsers and crawlers send only a handful. */
const negotiated = createMemo<Encoding>(256);

/**
 * The encoding to send for an Accept-Encoding header, by its q-values (RFC 9110 §12.5.3):
 * brotli before gzip at equal preference, identity when neither is accepted. Parsing costs more
 * than serving a cached page, so each distinct header value is negotiated once.
 */
export function preferredEncoding(header: string | undefined): Encoding {
    return negotiated(
        header ?? '',
        () =>
            (new Negotiator({ headers: { 'accept-encoding': header } }).encoding(OFFERED) as Encoding | undefined) ??
            'identity',
    );
}
