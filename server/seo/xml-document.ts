import { XMLBuilder } from 'fast-xml-parser';

/** Characters XML 1.0 does not allow anywhere, even escaped (control characters but tab and newlines). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const INVALID_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** The builder escapes markup; it cannot know that XML forbids some characters outright. */
const withoutInvalidCharacters = (_name: string, value: unknown) =>
    typeof value === 'string' ? value.replace(INVALID_XML_CHARACTERS, '') : value;

/**
 * fast-xml-parser's XMLBuilder: elements are object keys, attributes are keys starting with `@`,
 * text is `#text`, arrays repeat an element, and `undefined` values are left out.
 */
const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    format: true,
    indentBy: '',
    suppressEmptyNode: true,
    suppressBooleanAttributes: false,
    tagValueProcessor: withoutInvalidCharacters,
    attributeValueProcessor: withoutInvalidCharacters,
});

/** One XML element tree as the builder takes it. */
export type XmlTree = Record<string, unknown>;

/** An XML document with its UTF-8 declaration, every text and attribute escaped by the builder. */
export function xmlDocument(root: XmlTree): string {
    return `${builder.build({ '?xml': { '@version': '1.0', '@encoding': 'UTF-8' }, ...root })}\n`;
}
