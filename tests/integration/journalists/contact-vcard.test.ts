/**
 * Press contacts for journalists on the real app (docs/journalists.md): each contact shown in a
 * language has a vCard 4.0 at `/contacts/{uuid}.vcf`, linked as "Add to contacts" from its card
 * and purged when the contacts change; the pages that show contacts describe each as a
 * schema.org Person with a press ContactPoint.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseDisposition } from 'content-disposition';
import ICAL from 'ical.js';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsroomApp } from '../../../server/app';
import { writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { createTestApp } from '../../helpers/test-app';
import { fetchHead } from '../seo/head-helpers';

const SOFIE = '049b4658-bc51-4273-92c4-55d4fd41a536';
/** Shown in French only. */
const CAMILLE = 'd21bb3ec-5378-4f2d-a6a7-7c0cd2e3f10f';

/** The vCard read back by ical.js, a vCard parser used by Thunderbird. */
const readCard = (text: string) => new ICAL.Component(ICAL.parse(text) as unknown as unknown[]);

describe('contact vCards', () => {
    let app: NewsroomApp;
    beforeAll(async () => {
        ({ app } = await createTestApp());
    });

    it('answers a contact of the language as a vCard 4.0 download named after them', async () => {
        const res = await request(app).get(`/contacts/${SOFIE}.vcf`).expect(200);
        expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
        const disposition = parseDisposition(String(res.headers['content-disposition']));
        expect(disposition.type).toBe('attachment');
        expect(disposition.parameters.filename).toBe('Sofie Claes.vcf');
        expect(String(res.headers['surrogate-key']).split(' ')).toContain('contacts');
        expect(res.text.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
        const card = readCard(res.text);
        expect(card.getFirstPropertyValue('fn')).toBe('Sofie Claes');
        expect(card.getFirstPropertyValue('title')).toBe('Head of Communications');
        expect(card.getFirstPropertyValue('email')).toBe('sofie.claes@northwind.example');
        expect(String(card.getFirstPropertyValue('photo'))).toMatch(
            /^http:\/\/newsroom\.test\/cdn\/3df51a71-[^ ]+avatar-sofie/,
        );
        expect((await request(app).get(`/contacts/${SOFIE}.vcf`)).headers['x-cache']).toBe('HIT');
    });

    it('answers the not-found page for a contact not shown in the language, or no contact at all', async () => {
        await request(app).get(`/contacts/${CAMILLE}.vcf`).expect(404);
        await request(app).get(`/fr/contacts/${CAMILLE}.vcf`).expect(200);
        await request(app).get('/contacts/00000000-0000-4000-8000-000000000000.vcf').expect(404);
        const bad = await request(app).get('/contacts/%2e%2e%2fpasswd.vcf').expect(404);
        expect(bad.headers['content-type']).toMatch(/^text\/html/);
    });

    it('is linked as "Add to contacts" from every contact card, named with the contact', async () => {
        for (const page of ['/contacts', '/about', '/']) {
            const html = parseHtml((await request(app).get(page).expect(200)).text);
            const card = html.querySelector(`#contact-${SOFIE}`);
            const link = card?.querySelector('a[type="text/vcard"]');
            expect(link?.getAttribute('href'), page).toBe(`/contacts/${SOFIE}.vcf`);
            expect(link?.hasAttribute('download')).toBe(true);
            expect(link?.text.trim()).toBe('Add to contacts: Sofie Claes');
            expect(link?.querySelector('.visually-hidden')?.text).toBe(': Sofie Claes');
        }
    });

    it('describes each contact shown as a Person with a press ContactPoint in the JSON-LD', async () => {
        const head = await fetchHead(app, '/contacts');
        const people = head.jsonLd.filter((item) => item['@type'] === 'Person');
        const shown = head.html.querySelectorAll('.contact-card').map((card) => card.getAttribute('id'));
        expect(people.map((person) => person['@id'])).toEqual(shown.map((id) => `http://newsroom.test/contacts#${id}`));
        const sofie = people.find((person) => person.name === 'Sofie Claes')!;
        expect(sofie['@context']).toBe('https://schema.org');
        expect(sofie.jobTitle).toBe('Head of Communications');
        expect(sofie.sameAs).toEqual(['https://x.com/sofieclaes']);
        expect(sofie.contactPoint).toEqual({
            '@type': 'ContactPoint',
            contactType: 'press',
            email: 'sofie.claes@northwind.example',
            telephone: '+32 9 210 45 10',
        });
        // The Organization is still there beside them.
        expect(head.jsonLd.some((item) => item['@type'] === 'Organization')).toBe(true);
        const french = (await fetchHead(app, '/fr/contacts')).jsonLd.filter((item) => item['@type'] === 'Person');
        expect(french.map((person) => person.name)).toContain('Camille Fournier');
    });
});

describe('contact vCard cache', () => {
    it('is evicted when a contact changes', async () => {
        const contact = {
            uuid: SOFIE,
            name: 'Sofie Claes',
            description: null,
            company: null,
            email: 'sofie@example.com',
            phone: null,
            mobile: null,
            website: null,
            twitter: null,
            facebook: null,
            avatar_image: null,
            is_featured: true,
            display_locales: [],
        };
        const directory = writeFixtureNewsroom({ contacts: [contact] });
        const { app, content } = await createTestApp({ contentDir: directory });
        await request(app).get(`/contacts/${SOFIE}.vcf`).expect(200);
        expect((await request(app).get(`/contacts/${SOFIE}.vcf`)).headers['x-cache']).toBe('HIT');
        const file = path.join(directory, 'contacts.json');
        const [stored] = JSON.parse(readFileSync(file, 'utf8'));
        writeFileSync(file, JSON.stringify([{ ...stored, name: 'Sofie Claes-Martens' }]));
        await content.reload();
        const changed = await request(app).get(`/contacts/${SOFIE}.vcf`).expect(200);
        expect(changed.headers['x-cache']).not.toBe('HIT');
        expect(readCard(changed.text).getFirstPropertyValue('fn')).toBe('Sofie Claes-Martens');
    });
});
