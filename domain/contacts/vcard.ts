import type { ContactDetails } from './contact-details';

/**
 * A press contact as a vCard 4.0 (RFC 6350), the `.vcf` file "Add to contacts" downloads
 * (docs/product-rules.md §2.15).
 * Text values are escaped (§3.4), lines folded at 75 octets (§3.2) and ended with CRLF. Social
 * profiles use SOCIALPROFILE from RFC 9554, the vCard extension that names them.
 */
export function contactVCard(contact: ContactDetails): string {
    const lines = [
        'BEGIN:VCARD',
        'VERSION:4.0',
        `UID:${uid(contact.uuid)}`,
        `FN:${escapeText(contact.name)}`,
        // The name cannot be split into family and given names reliably across cultures; the
        // whole name as the given name shows it right in every address book.
        `N:;${escapeComponent(contact.name)};;;`,
        ...(contact.role ? [`TITLE:${escapeText(contact.role)}`] : []),
        ...(contact.organisation ? [`ORG:${escapeComponent(contact.organisation)}`] : []),
        ...(contact.email ? [`EMAIL;TYPE=work:${escapeText(contact.email)}`] : []),
        ...(contact.phone ? [telephone(contact.phone, 'work,voice')] : []),
        ...(contact.mobile ? [telephone(contact.mobile, 'work,cell')] : []),
        ...(contact.website ? [`URL;TYPE=work:${contact.website}`] : []),
        ...(contact.photoUrl ? [`PHOTO:${contact.photoUrl}`] : []),
        ...contact.languages.map((language, index) => `LANG;PREF=${index + 1}:${language}`),
        ...contact.social.map(({ name, url }) => `SOCIALPROFILE;SERVICE-TYPE=${parameter(name)}:${url}`),
        'END:VCARD',
    ];
    return `${lines.map(fold).join('\r\n')}\r\n`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID as its URN (the form RFC 6350 recommends); any other id as text. */
function uid(id: string): string {
    return UUID.test(id) ? `urn:uuid:${id.toLowerCase()}` : escapeText(id);
}

/** RFC 6350 §3.4: in a text value backslash and comma are escaped, line breaks written as \n. */
export function escapeText(value: string): string {
    return value
        .replace(/\\/g, '\\\\')
        .replace(/,/g, '\\,')
        .replace(/\r\n|\r|\n/g, '\\n');
}

/** A component of a structured value (N, ORG), where a semicolon would start the next one. */
function escapeComponent(value: string): string {
    return escapeText(value).replace(/;/g, '\\;');
}

/** A parameter value, quoted when it holds a character that would end it (§3.3). */
function parameter(value: string): string {
    const clean = value.replace(/["\r\n]/g, '');
    return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * A number written in international form (+32 9 210 45 10) becomes a `tel:` URI, as vCard 4.0
 * recommends (§6.4.1); any other stays free text, which phones still dial.
 */
function telephone(number: string, type: string): string {
    if (/^\+\d[\d\s().-]*\d$/.test(number)) {
        const global = `+${number.slice(1).replace(/[^\d]+/g, '-')}`;
        return `TEL;VALUE=uri;TYPE="${type}":tel:${global}`;
    }
    return `TEL;TYPE="${type}":${escapeText(number)}`;
}

const encoder = new TextEncoder();

/**
 * §3.2: a line longer than 75 octets goes on in the next one, which starts with a space. Cuts
 * fall between characters, never inside one's UTF-8 bytes.
 */
export function fold(line: string): string {
    const pieces: string[] = [];
    let piece = '';
    let octets = 0;
    for (const char of line) {
        const size = encoder.encode(char).byteLength;
        // The first line holds 75 octets; each next one 74 after its leading space.
        if (octets + size > (pieces.length === 0 ? 75 : 74)) {
            pieces.push(piece);
            piece = '';
            octets = 0;
        }
        piece += char;
        octets += size;
    }
    pieces.push(piece);
    return pieces.join('\r\n ');
}
