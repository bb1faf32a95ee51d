/** Characters XML 1.0 does not allow anywhere, even escaped (control characters but tab and newlines). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const INVALID_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text for XML element content and double-quoted attributes. */
export function escapeXml(text: string): string {
    return text
        .replace(INVALID_XML_CHARACTERS, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;');
}

/** `<name attr="…">text</name>` with everything escaped; attributes with undefined values are left out. */
export function element(
    name: string,
    text: string | null,
    attributes: Record<string, string | number | undefined> = {},
): string {
    const attrs = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
        .join('');
    return text === null ? `<${name}${attrs}/>` : `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}
