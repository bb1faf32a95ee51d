import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContextValue } from '../../../../views/site-context';
import { StoryContent } from '../../../../views/story-content/StoryContent';
import { createTestSite, renderViewDom } from '../../../helpers/render-view';
import { doc, paragraph, text } from './fixtures';

let site: SiteContextValue;
beforeAll(async () => {
    site = await createTestSite();
});

const render = (...children: Record<string, unknown>[]) =>
    renderViewDom(<StoryContent document={doc(...children)} />, site).querySelector('.story-content')!;

const cell = (value: string, extra: Record<string, unknown> = {}) => ({
    type: 'table-cell',
    children: [paragraph(text(value))],
    ...extra,
});
const row = (...cells: unknown[]) => ({ type: 'table-row', children: cells });

describe('table', () => {
    const rows = [row(cell('Metric'), cell('2023'), cell('2024')), row(cell('Revenue'), cell('1.2'), cell('1.5'))];

    it('renders header rows and columns as th with their scope', () => {
        const region = render({ type: 'table', header: ['first_row', 'first_column'], children: rows }).querySelector(
            'section.content-table',
        )!;
        expect(region.getAttribute('aria-label')).toBe('Table');
        expect(region.getAttribute('tabindex')).toBe('0');
        expect(region.querySelectorAll('thead th').map((th) => [th.text, th.getAttribute('scope')])).toEqual([
            ['Metric', 'col'],
            ['2023', 'col'],
            ['2024', 'col'],
        ]);
        const bodyRow = region.querySelector('tbody tr')!;
        expect(bodyRow.querySelector('th')!.getAttribute('scope')).toBe('row');
        expect(bodyRow.querySelector('th')!.text).toBe('Revenue');
        expect(bodyRow.querySelectorAll('td').map((td) => td.text)).toEqual(['1.2', '1.5']);
    });

    it('renders an empty header cell as a plain cell: no blank column header', () => {
        const table = render({
            type: 'table',
            header: ['first_row', 'first_column'],
            children: [row(cell(''), cell('2024')), row(cell('Revenue'), cell('1.5'))],
        }).querySelector('table')!;
        expect(table.querySelectorAll('thead th').map((th) => th.text)).toEqual(['2024']);
        expect(table.querySelectorAll('thead td')).toHaveLength(1);
    });

    it('renders only td cells in a tbody when the node has no headers', () => {
        const table = render({ type: 'table', children: rows }).querySelector('table')!;
        expect(table.querySelector('thead')).toBeNull();
        expect(table.querySelectorAll('th')).toHaveLength(0);
        expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    });

    it('keeps spans, list content, and skips malformed rows and cells', () => {
        const table = render({
            type: 'table',
            header: 'bogus',
            children: [
                row(cell('wide', { colSpan: 2 }), cell('old', { rowspan: 2 }), { type: 'table-cell' }),
                { type: 'table-row' },
                row({
                    type: 'table-cell',
                    children: [{ type: 'bulleted-list', children: [{ type: 'list-item', children: [] }] }],
                    colSpan: -3,
                }),
                row({
                    type: 'table-cell',
                    children: [
                        {
                            type: 'numbered-list',
                            children: [
                                { type: 'list-item', children: [{ type: 'list-item-text', children: [text('x')] }] },
                            ],
                        },
                        { type: 'image-block' },
                    ],
                }),
            ],
        }).querySelector('table')!;
        const trs = table.querySelectorAll('tr');
        expect(trs).toHaveLength(3);
        const [wide, old] = trs[0]!.querySelectorAll('td');
        expect(wide!.getAttribute('colspan')).toBe('2');
        expect(old!.getAttribute('rowspan')).toBe('2');
        expect(trs[1]!.querySelector('td')!.getAttribute('colspan')).toBeUndefined();
        expect(trs[2]!.querySelector('td ol li')!.text).toBe('x');
    });

    it('renders nothing for a table without rows', () => {
        expect(render({ type: 'table', children: [] }, { type: 'table' }).childNodes).toHaveLength(0);
    });
});

describe('contact', () => {
    const contactNode = (contact: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
        type: 'contact',
        uuid: 'c1',
        reference: null,
        layout: 'card',
        show_avatar: true,
        contact: {
            name: 'Sofie Peeters',
            company: 'Northwind Mobility',
            description: 'Head of Communications',
            email: 'sofie@northwind.example',
            phone: '+32 (0)2 123 45 67',
            mobile: '',
            website: 'https://www.northwind.example/press',
            twitter: '',
            facebook: '',
            address: 'Rue Royale 1, Brussels',
            avatar_url: null,
            ...contact,
        },
        ...extra,
    });

    it('renders a card with name, job, company and contact links', () => {
        const card = render(contactNode({})).querySelector('address.content-contact')!;
        expect(card.classList.contains('content-contact--card')).toBe(true);
        expect(card.querySelector('.content-contact__name')!.text).toBe('Sofie Peeters');
        expect(card.querySelector('.content-contact__role')!.text).toBe('Head of Communications, Northwind Mobility');
        expect(card.querySelectorAll('a').map((a) => [a.text, a.getAttribute('href')])).toEqual([
            ['sofie@northwind.example', 'mailto:sofie@northwind.example'],
            ['+32 (0)2 123 45 67', 'tel:+3221234567'],
            ['northwind.example', 'https://www.northwind.example/press'],
        ]);
        expect(card.querySelectorAll('.content-contact__label').map((label) => label.text)).toEqual([
            'Email',
            'Phone',
            'Website',
        ]);
        expect(card.querySelector('.content-contact__address')!.text).toBe('Rue Royale 1, Brussels');
    });

    it('drops unusable details and third-party avatars, shows CDN avatars', () => {
        const body = render(
            contactNode({
                email: 'not an email',
                website: 'javascript:alert(1)',
                phone: 'n/a',
                avatar_url: 'https://tracker.example/a.png',
            }),
            contactNode(
                { avatar_url: `${site.addresses.assetsCdnUrl}/11111111-2222-4333-8444-555555555555/sofie.jpg` },
                { layout: 'signature' },
            ),
        );
        const [first, second] = body.querySelectorAll('address');
        expect(first!.querySelectorAll('a, img')).toHaveLength(0);
        expect(second!.classList.contains('content-contact--signature')).toBe(true);
        expect(second!.querySelector('img')!.getAttribute('src')).toContain(site.addresses.assetsCdnUrl);
    });

    it('renders nothing without a name', () => {
        expect(render(contactNode({ name: '  ' }), { type: 'contact' }).childNodes).toHaveLength(0);
    });
});
