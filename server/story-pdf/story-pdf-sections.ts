import type { Contact } from '../../domain/content';
import { BODY, writeContact, writeListItem } from './story-body-pdf';
import type { StoryPdfInput } from './story-pdf-input';
import type { TextFlow, TextStyle } from './text-flow';
import { leftToRight } from './visual-runs';

const SECTION_HEADING: TextStyle = { size: 14, weight: 'bold', gapAfter: 6 };
const ABOUT: TextStyle = { ...BODY, direction: 'auto' };

/** A section after the body (attachments, contacts, about): its heading kept with what follows. */
function sectionHeading(flow: TextFlow, parent: PDFKit.PDFStructureElement, text: string): PDFKit.PDFStructureElement {
    const section = flow.doc.struct('Sect');
    parent.add(section);
    flow.y += 10;
    flow.makeRoom(flow.lineHeight(SECTION_HEADING) + flow.lineHeight(BODY) * 3);
    flow.block(section, 'H2', text, SECTION_HEADING);
    return section;
}

export function writeAttachments(flow: TextFlow, parent: PDFKit.PDFStructureElement, input: StoryPdfInput): void {
    if (input.attachments.length === 0) return;
    const section = sectionHeading(flow, parent, input.labels.attachments);
    const list = flow.doc.struct('L');
    section.add(list);
    for (const attachment of input.attachments) {
        writeListItem(flow, list, '•', `${attachment.name} (${attachment.detail})`, 0);
    }
    list.end();
    section.end();
}

/** The press contacts: name, then role and company, then each way to reach them. */
export function writeContacts(flow: TextFlow, parent: PDFKit.PDFStructureElement, input: StoryPdfInput): void {
    if (input.contacts.length === 0) return;
    const section = sectionHeading(flow, parent, input.labels.contacts);
    for (const contact of input.contacts) {
        writeContact(flow, section, contact.name, contactLines(contact, input.labels));
    }
    section.end();
}

function contactLines(contact: Contact, labels: StoryPdfInput['labels']): string[] {
    const role = [contact.description, contact.company].filter(Boolean).join(', ');
    const ways: [string, string | null][] = [
        [labels.email, contact.email],
        [labels.phone, contact.phone],
        [labels.mobile, contact.mobile],
        [labels.website, contact.website ?? null],
    ];
    // Each way to reach them reads left to right, as the page's `dir="ltr"` links (visual-runs.ts `leftToRight`).
    return [
        role,
        ...ways.filter(([, value]) => value).map(([label, value]) => `${label}: ${leftToRight(value ?? '')}`),
    ].filter(Boolean);
}

/** The company's boilerplate, one paragraph per blank-line-separated block of its plain text. */
export function writeAbout(flow: TextFlow, parent: PDFKit.PDFStructureElement, input: StoryPdfInput): void {
    if (!input.about?.text.trim()) return;
    const section = sectionHeading(flow, parent, input.about.heading);
    for (const paragraph of input.about.text.split(/\n\s*\n/)) flow.block(section, 'P', paragraph.trim(), ABOUT);
    section.end();
}
