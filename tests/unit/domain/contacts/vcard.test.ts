import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type ContactDetails, contactDetails } from '../../../../domain/contacts/contact-details';
import { contactPersonJsonLd } from '../../../../domain/contacts/contact-json-ld';
import { contactVCard, escapeText, fold } from '../../../../domain/contacts/vcard';
import { ContactSchema } from '../../../../domain/content';

const sofie = ContactSchema.parse({
    uuid: '049B4658-bc51-4273-92c4-55d4fd41a536',
    name: 'Sofie Claes',
    description: 'Head of Communications; Europe, Middle East',
    company: 'Northwind Mobility',
    email: 'sofie.claes@northwind.example',
    phone: '+32 9 210 45 10',
    mobile: '0470 12 34 56',
    website: 'https://northwind.example/press',
    twitter: '@sofieclaes',
    facebook: 'https://www.facebook.com/sofie.claes',
    display_locales: ['en', 'pt_BR'],
});
const details = contactDetails(sofie, 'https://cdn.example/avatar/sofie.jpg');

/** The vCard read back by ical.js, a vCard parser used by Thunderbird. */
function parse(card: string) {
    return new ICAL.Component(ICAL.parse(card) as unknown as unknown[]);
}

describe('contactVCard', () => {
    const card = contactVCard(details);
    const vcard = parse(card);
    const value = (name: string) => vcard.getFirstPropertyValue(name);

    it('is a vCard 4.0 a real parser reads back field by field', () => {
        expect(vcard.name).toBe('vcard');
        expect(value('version')).toBe('4.0');
        expect(value('uid')).toBe('urn:uuid:049b4658-bc51-4273-92c4-55d4fd41a536');
        expect(value('fn')).toBe('Sofie Claes');
        expect(value('title')).toBe('Head of Communications; Europe, Middle East');
        expect(value('org')).toBe('Northwind Mobility');
        expect(value('email')).toBe('sofie.claes@northwind.example');
        expect(value('url')).toBe('https://northwind.example/press');
        expect(value('photo')).toBe('https://cdn.example/avatar/sofie.jpg');
        const phones = vcard.getAllProperties('tel').map((tel) => [tel.getParameter('type'), tel.getFirstValue()]);
        expect(phones).toEqual([
            [['work', 'voice'], 'tel:+32-9-210-45-10'],
            [['work', 'cell'], '0470 12 34 56'],
        ]);
        expect(vcard.getAllProperties('lang').map((lang) => lang.getFirstValue())).toEqual(['en', 'pt-BR']);
        const social = vcard
            .getAllProperties('socialprofile')
            .map((p) => [p.getParameter('service-type'), p.getFirstValue()]);
        expect(social).toEqual([
            ['Facebook', 'https://www.facebook.com/sofie.claes'],
            ['X', 'https://x.com/sofieclaes'],
        ]);
    });

    it('ends every line with CRLF and keeps each within 75 octets', () => {
        expect(card.endsWith('END:VCARD\r\n')).toBe(true);
        expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        for (const line of card.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    });

    it('folds long lines between characters, never inside one', () => {
        const long: ContactDetails = {
            ...details,
            role: 'Responsable des relations presse — 北欧とアラブ諸国の報道担当 '.repeat(3),
        };
        const folded = contactVCard(long);
        expect(folded).toMatch(/\r\n /);
        for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        expect(parse(folded).getFirstPropertyValue('title')).toBe(long.role);
        const piece = fold('TITLE:'.padEnd(74, 'x') + 'é'.repeat(3));
        expect(piece.split('\r\n ').join('')).toBe('TITLE:'.padEnd(74, 'x') + 'é'.repeat(3));
    });

    it('escapes backslashes, commas and line breaks in text, and semicolons in structured values', () => {
        expect(escapeText('a\\b,c;d\ne')).toBe('a\\\\b\\,c;d\\ne');
        expect(card).toContain('TITLE:Head of Communications; Europe\\, Middle East');
        const withOrg = contactVCard({ ...details, organisation: 'Northwind, Inc.;\nGhent' });
        expect(withOrg).toContain('ORG:Northwind\\, Inc.\\;\\nGhent');
    });

    it('leaves out what the contact does not have', () => {
        const bare = contactVCard(contactDetails(ContactSchema.parse({ uuid: 'c-1', name: 'Ada' }), null));
        expect(bare.split('\r\n').filter(Boolean)).toEqual([
            'BEGIN:VCARD',
            'VERSION:4.0',
            'UID:c-1',
            'FN:Ada',
            'N:;Ada;;;',
            'END:VCARD',
        ]);
    });
});

describe('contactPersonJsonLd', () => {
    it('describes the contact as a schema.org Person with a press ContactPoint', () => {
        expect(contactPersonJsonLd(details, 'https://newsroom.example/contacts#contact-1')).toEqual({
            '@type': 'Person',
            '@id': 'https://newsroom.example/contacts#contact-1',
            name: 'Sofie Claes',
            jobTitle: 'Head of Communications; Europe, Middle East',
            worksFor: { '@type': 'Organization', name: 'Northwind Mobility' },
            image: 'https://cdn.example/avatar/sofie.jpg',
            url: 'https://northwind.example/press',
            email: 'sofie.claes@northwind.example',
            telephone: '+32 9 210 45 10',
            knowsLanguage: ['en', 'pt-BR'],
            sameAs: ['https://www.facebook.com/sofie.claes', 'https://x.com/sofieclaes'],
            contactPoint: {
                '@type': 'ContactPoint',
                contactType: 'press',
                email: 'sofie.claes@northwind.example',
                telephone: '+32 9 210 45 10',
                availableLanguage: ['en', 'pt-BR'],
            },
        });
    });

    it('has no ContactPoint for a contact with neither e-mail nor phone', () => {
        const person = contactPersonJsonLd(contactDetails(ContactSchema.parse({ uuid: 'c', name: 'Ada' }), null), '#c');
        expect(person).toEqual({ '@type': 'Person', '@id': '#c', name: 'Ada' });
    });
});
