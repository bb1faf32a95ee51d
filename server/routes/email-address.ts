import { domainToASCII } from 'node:url';

/**
 * Whether a subscriber's address is one mail can be sent to, by the standards rather than by
 * ASCII habit:
 * - RFC 5321 lengths: local part at most 64 octets, domain at most 255, each label at most 63,
 *   the whole address at most 254 (a path is 256 octets with its angle brackets);
 * - RFC 6531/6532: the local part may hold UTF-8 (`josé@…`), as a dot-atom or a quoted string,
 *   compared in NFC;
 * - internationalised domains (`例え.jp`) are checked in their ASCII (punycode) form, from
 *   node's `url.domainToASCII` (UTS #46): letters, digits and inner dashes per label, at least
 *   two labels, and a top-level label that is not all digits.
 * Address literals (`[192.0.2.1]`) and one-label domains are refused: no newsroom mails there.
 */
const MAX_LOCAL_OCTETS = 64;
const MAX_DOMAIN_OCTETS = 255;
const MAX_ADDRESS_OCTETS = 254;

/** atext, plus any UTF-8 character that is not a control, format, unassigned or space character. */
const ATEXT = "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~]|[^\\p{ASCII}\\p{C}\\p{Z}]";
const DOT_ATOM = new RegExp(`^(?:${ATEXT})+(?:\\.(?:${ATEXT})+)*$`, 'u');
/** qtextSMTP (printable ASCII but `"` and `\`, space included, and UTF-8) or a quoted pair. */
const QUOTED_STRING = /^"(?:[\x20\x21\x23-\x5B\x5D-\x7E]|\\[\x20-\x7E]|[^\p{ASCII}\p{C}])*"$/u;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

export function isEmailAddress(text: string): boolean {
    const address = text.normalize('NFC');
    const at = address.lastIndexOf('@');
    if (at <= 0) return false;
    const local = address.slice(0, at);
    const domain = asciiDomain(address.slice(at + 1));
    if (domain === null || octets(local) > MAX_LOCAL_OCTETS) return false;
    if (octets(local) + 1 + domain.length > MAX_ADDRESS_OCTETS) return false;
    return DOT_ATOM.test(local) || QUOTED_STRING.test(local);
}

/** The domain in ASCII when it is a valid host name for mail, else null. */
function asciiDomain(domain: string): string | null {
    // domainToASCII takes address literals and stray characters for hosts; refuse them first.
    if (!domain || /[\s[\]\\@]/.test(domain)) return null;
    const ascii = domainToASCII(domain);
    if (!ascii || ascii.length > MAX_DOMAIN_OCTETS) return null;
    const labels = ascii.split('.');
    if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
    return /^\d+$/.test(labels.at(-1)!) ? null : ascii;
}
