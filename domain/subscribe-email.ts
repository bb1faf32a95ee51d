/**
 * The rule an address typed into the subscription form must meet (messages 'This field is
 * required' and 'Introduce a valid email address'). One owner for both sides: the server
 * validates the form with it (server/routes/subscribe.ts), and the browser tracks
 * "Subscribe form submit" only for a submission the server will accept
 * (browser/analytics/wiring.ts). So it is pure and runs in both: no Buffer, no node:url.
 *
 * An address is one mail can be sent to by the standards rather than by ASCII habit:
 * - RFC 5321 lengths: local part at most 64 octets, domain at most 255, each label at most 63,
 *   the whole address at most 254 (a path is 256 octets with its angle brackets);
 * - RFC 6531/6532: the local part may hold UTF-8 (`josé@…`), as a dot-atom or a quoted string,
 *   compared in NFC;
 * - internationalised domains (`例え.jp`) are checked in their ASCII (punycode) form, which the
 *   WHATWG URL parser computes (UTS #46) in Node and in browsers alike: letters, digits and inner
 *   dashes per label, at least two labels, and a top-level label that is not all digits.
 * Address literals (`[192.0.2.1]`) and one-label domains are refused: no newsroom mails there.
 */

export type SubscribeEmailProblem = 'required' | 'invalidEmail';
export type SubscribeEmailCheck = { email: string } | { problem: SubscribeEmailProblem };

const MAX_LOCAL_OCTETS = 64;
const MAX_DOMAIN_OCTETS = 255;
const MAX_ADDRESS_OCTETS = 254;

/** atext, plus any UTF-8 character that is not a control, format, unassigned or space character. */
const ATEXT = "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~]|[^\\p{ASCII}\\p{C}\\p{Z}]";
const DOT_ATOM = new RegExp(`^(?:${ATEXT})+(?:\\.(?:${ATEXT})+)*$`, 'u');
/** qtextSMTP (printable ASCII but `"` and `\`, space included, and UTF-8) or a quoted pair. */
const QUOTED_STRING = /^"(?:[\x20\x21\x23-\x5B\x5D-\x7E]|\\[\x20-\x7E]|[^\p{ASCII}\p{C}])*"$/u;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
/** Characters the URL parser would read as something else than a host (port, path, literal…). */
const NOT_IN_A_HOST = /[\s[\]\\@%/:?#]/;

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** The domain in ASCII when it is a valid host name for mail, else null. */
function asciiDomain(domain: string): string | null {
    if (!domain || NOT_IN_A_HOST.test(domain)) return null;
    let ascii: string;
    try {
        ascii = new URL(`http://${domain}`).hostname;
    } catch {
        return null;
    }
    if (ascii.length > MAX_DOMAIN_OCTETS) return null;
    const labels = ascii.split('.');
    if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
    return /^\d+$/.test(labels.at(-1)!) ? null : ascii;
}

/** Whether an address (already in NFC) is one mail can be sent to. */
export function isEmailAddress(address: string): boolean {
    const at = address.lastIndexOf('@');
    if (at <= 0) return false;
    const local = address.slice(0, at);
    const domain = asciiDomain(address.slice(at + 1));
    if (domain === null || octets(local) > MAX_LOCAL_OCTETS) return false;
    if (octets(local) + 1 + domain.length > MAX_ADDRESS_OCTETS) return false;
    return DOT_ATOM.test(local) || QUOTED_STRING.test(local);
}

/** The address as it is sent on (trimmed, in NFC), or why the form refuses it. */
export function checkSubscribeEmail(typed: string): SubscribeEmailCheck {
    const email = typed.trim().normalize('NFC');
    if (email === '') return { problem: 'required' };
    return isEmailAddress(email) ? { email } : { problem: 'invalidEmail' };
}
