/**
 * The rule an address typed into the subscription form must meet (SPEC §5 messages: 'This field
 * is required', 'Introduce a valid email address'). One owner for both sides: the server
 * validates the form with it (server/routes/subscribe-form.ts), and the browser tracks
 * "Subscribe form submit" only for a submission the server will accept
 * (islands/analytics/wiring.ts). Pure and small, as it ships in the analytics module.
 */

export type SubscribeEmailProblem = 'required' | 'invalidEmail';
export type SubscribeEmailCheck = { email: string } | { problem: SubscribeEmailProblem };

/** The longest address a mail system carries (a 64-octet local part, @, a 255-octet domain). */
export const MAX_EMAIL_LENGTH = 320;

/** Dot-separated words of letters, digits, `_`, `'`, `+` and `-`; no apostrophe at the end. */
const LOCAL_WORD = /^[A-Za-z0-9_'+-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,}$/;

function isLocalPart(local: string): boolean {
    return local.split('.').every((word) => LOCAL_WORD.test(word)) && !local.endsWith("'");
}

/** At least a name and a top-level domain of letters (`example.com`). */
function isDomain(domain: string): boolean {
    const labels = domain.split('.');
    const topLevel = labels.pop()!;
    return labels.length > 0 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(topLevel);
}

/** The address without surrounding spaces, or why the form refuses it. */
export function checkSubscribeEmail(typed: string): SubscribeEmailCheck {
    const email = typed.trim();
    if (email === '') return { problem: 'required' };
    const at = email.indexOf('@');
    const valid =
        email.length <= MAX_EMAIL_LENGTH && at > 0 && isLocalPart(email.slice(0, at)) && isDomain(email.slice(at + 1));
    return valid ? { email } : { problem: 'invalidEmail' };
}
