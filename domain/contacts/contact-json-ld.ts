import type { ContactDetails } from './contact-details';

/**
 * schema.org Person for a press contact (docs/product-rules.md §2.15), with a ContactPoint of type "press" saying how and in
 * which languages the press reaches them. `id` names the contact's card on the page
 * (`{page}#contact-{uuid}`), so the story's JSON-LD can point at the same person.
 */
export function contactPersonJsonLd(contact: ContactDetails, id: string): Record<string, unknown> {
    const telephone = contact.phone ?? contact.mobile;
    const person: Record<string, unknown> = { '@type': 'Person', '@id': id, name: contact.name };
    if (contact.role) person.jobTitle = contact.role;
    if (contact.organisation) person.worksFor = { '@type': 'Organization', name: contact.organisation };
    if (contact.photoUrl) person.image = contact.photoUrl;
    if (contact.website) person.url = contact.website;
    if (contact.email) person.email = contact.email;
    if (telephone) person.telephone = telephone;
    if (contact.languages.length > 0) person.knowsLanguage = contact.languages;
    if (contact.social.length > 0) person.sameAs = contact.social.map((profile) => profile.url);
    if (contact.email || telephone) {
        person.contactPoint = {
            '@type': 'ContactPoint',
            contactType: 'press',
            ...(contact.email ? { email: contact.email } : {}),
            ...(telephone ? { telephone } : {}),
            ...(contact.languages.length > 0 ? { availableLanguage: contact.languages } : {}),
        };
    }
    return person;
}
