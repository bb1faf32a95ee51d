/**
 * A story's PDF and its "Copy text" say what its page shows (docs/journalists.md,
 * docs/product-rules.md §2.14, §2.16), through the Prezly stand-in: the body's variables
 * (`publication.date`, a fallback for a key the format does not define) as the page renders them,
 * and a press contact placed in the body with its role and the ways to reach them.
 */
import type { ContactNode, DocumentNode, ParagraphNode, VariableNode } from '@prezly/story-content-format';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsroomApp } from '../../../server/app';
import { islandProps, parseHtml } from '../../helpers/html';
import { pdfText } from '../../helpers/poppler';
import { fixtureSites } from '../../helpers/prezly-stand-in/fixture-site';

const SLUG = 'acme-opens-ghent-plant';

const date = { type: 'variable', key: 'publication.date' } satisfies VariableNode;
const unknownKey = { type: 'variable', key: 'story.reference', fallback: 'ref. pending' } as unknown as VariableNode;

const BODY = {
    type: 'document',
    version: '0.50',
    children: [
        {
            type: 'paragraph',
            children: [{ text: 'Published on ' }, date, { text: ' (' }, unknownKey, { text: ').' }],
        } satisfies ParagraphNode,
        {
            type: 'contact',
            uuid: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968',
            reference: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968',
            layout: 'card',
            show_avatar: false,
            contact: {
                name: 'Jan Peeters',
                description: 'Plant manager',
                company: 'Acme Industries',
                email: 'jan.peeters@acme.example',
                phone: '+32 9 123 45 67',
                mobile: '',
                website: 'https://www.acme.example/ghent',
                address: 'Ghent, Belgium',
                avatar_url: null,
                facebook: null,
                twitter: null,
            },
        } as unknown as ContactNode,
    ],
} satisfies DocumentNode;

const site = fixtureSites();
let app: NewsroomApp;
beforeAll(async () => {
    ({ app } = await site((dataset) => {
        const story = dataset.stories.find((record) => record.slug === SLUG)!;
        story.content = JSON.stringify(BODY);
    }));
});

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
};
/** pdftotext's text with its bidi marks taken out and every run of white space made one space. */
const readable = (text: string) => text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ');

describe('the PDF and Copy text of a story with variables and an in-body contact', () => {
    it('the page shows the date and the fallback, and the contact card', async () => {
        const html = parseHtml((await request(app).get(`/${SLUG}`).expect(200)).text);
        expect(html.querySelector('.story-content p')?.text).toBe('Published on 01/09/2025 (ref. pending).');
        expect(html.querySelector('.content-contact__name')?.text).toBe('Jan Peeters');
    });

    it('Copy text carries them as the page shows them', async () => {
        const html = parseHtml((await request(app).get(`/${SLUG}`).expect(200)).text);
        const text = String(islandProps(html, 'copy-story-text')?.text);
        expect(text).toContain('Published on 01/09/2025 (ref. pending).');
        expect(text).toContain(
            [
                'Jan Peeters',
                'Plant manager, Acme Industries',
                'Email: jan.peeters@acme.example',
                'Phone: +32 9 123 45 67',
                'Website: acme.example',
                'Ghent, Belgium',
            ].join('\n'),
        );
    });

    it('the PDF carries them too', async () => {
        const res = await request(app).get(`/${SLUG}.pdf`).buffer(true).parse(binary).expect(200);
        const text = readable(pdfText(res.body as Buffer));
        expect(text).toContain('Published on 01/09/2025 (ref. pending).');
        expect(text).toContain(
            'Jan Peeters Plant manager, Acme Industries Email: jan.peeters@acme.example Phone: +32 9 123 45 67 Website: acme.example Ghent, Belgium',
        );
    });
});
