import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContextValue } from '../../../../views/site-context';
import { StoryContent } from '../../../../views/story-content/StoryContent';
import { createTestSite, renderViewDom } from '../../../helpers/render-view';
import { doc, link, paragraph, text } from './fixtures';

let site: SiteContextValue;
beforeAll(async () => {
    site = await createTestSite();
});

const render = (...children: Record<string, unknown>[]) =>
    renderViewDom(<StoryContent document={doc(...children)} />, site).querySelector('.story-content')!;

describe('paragraphs and text marks', () => {
    it('renders a paragraph with each mark as its element', () => {
        const body = render(
            paragraph(
                text('plain '),
                text('bold', { bold: true }),
                text('italic', { italic: true }),
                text('under', { underlined: true }),
                text('2', { superscript: true }),
                text('x', { subscript: true }),
                text('hi', { highlighted: true }),
                text('both', { bold: true, italic: true }),
            ),
        );
        const p = body.querySelector('p')!;
        expect(p.querySelector('strong')!.text).toBe('bold');
        expect(p.querySelector('em')!.text).toBe('italic');
        expect(p.querySelector('u')!.text).toBe('under');
        expect(p.querySelector('sup')!.text).toBe('2');
        expect(p.querySelector('sub')!.text).toBe('x');
        expect(p.querySelector('mark')!.text).toBe('hi');
        expect(p.querySelector('strong > em')!.text).toBe('both');
        expect(p.text).toBe('plain bolditalicunder2xhiboth');
    });

    it('turns line breaks inside a text into <br>', () => {
        const p = render(paragraph(text('line one\nline two'))).querySelector('p')!;
        expect(p.querySelectorAll('br')).toHaveLength(1);
        expect(p.innerHTML).toBe('line one<br>line two');
    });

    it('leaves out empty spacer paragraphs', () => {
        const body = render(paragraph(text('')), paragraph(text('  ')), paragraph(text('kept')));
        expect(body.querySelectorAll('p').map((p) => p.text)).toEqual(['kept']);
    });

    it('maps alignment to classes, never to inline styles', () => {
        const body = render(
            { ...paragraph(text('c')), align: 'center' },
            { ...paragraph(text('r')), align: 'right' },
            { ...paragraph(text('j')), align: 'justify' },
            { ...paragraph(text('bad')), align: 'diagonal' },
        );
        expect(body.querySelectorAll('p').map((p) => p.getAttribute('class') ?? '')).toEqual([
            'content-align-center',
            'content-align-end',
            'content-align-justify',
            '',
        ]);
        expect(body.querySelectorAll('[style]')).toHaveLength(0);
    });
});

describe('links', () => {
    it('keeps http(s), mailto and tel links', () => {
        const body = render(
            paragraph(
                link('https://example.com/a', 'web'),
                link('mailto:press@example.com', 'mail'),
                link('tel:+3220000000', 'call'),
            ),
        );
        expect(body.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual([
            'https://example.com/a',
            'mailto:press@example.com',
            'tel:+3220000000',
        ]);
    });

    it('drops unsafe hrefs to plain text', () => {
        const body = render(
            paragraph(
                link('javascript:alert(1)', 'js'),
                link(' JaVaScRiPt:alert(1)', 'js2'),
                link('data:text/html,<script>alert(1)</script>', 'data'),
                link('#', 'hash'),
            ),
        );
        expect(body.querySelectorAll('a')).toHaveLength(0);
        expect(body.querySelector('p')!.text).toBe('jsjs2datahash');
    });

    it('reads relative links against the newsroom’s address and keeps anchors, Prezly’s pointed at the heading', () => {
        const body = render(
            paragraph(
                link('/other-story', 'relative'),
                link('//cdn.example/x.pdf', 'no scheme'),
                link('#header-key-figures', 'prezly anchor'),
                link('#elsewhere', 'anchor'),
            ),
            { type: 'heading-one', children: [text('Key figures!')] },
        );
        const newsroom = new URL(site.settings.newsroom.url);
        expect(body.querySelectorAll('p a').map((a) => a.getAttribute('href'))).toEqual([
            new URL('/other-story', newsroom).href,
            `${newsroom.protocol}//cdn.example/x.pdf`,
            '#key-figures',
            '#elsewhere',
        ]);
        expect(body.getElementById('key-figures')).not.toBeNull();
    });

    it('opens new-tab links with rel="noopener noreferrer"', () => {
        const body = render(paragraph(link('https://example.com', 'out', true), link('https://example.com/b', 'in')));
        const [out, inTab] = body.querySelectorAll('a');
        expect(out!.getAttribute('target')).toBe('_blank');
        expect(out!.getAttribute('rel')).toBe('noopener noreferrer');
        expect(inTab!.getAttribute('target')).toBeUndefined();
        expect(inTab!.getAttribute('rel')).toBeUndefined();
    });

    it('fills a publication-date variable from the options, else its fallback', () => {
        const variable = { type: 'variable', key: 'publication.date', fallback: 'soon' };
        const withDate = renderViewDom(
            <StoryContent document={doc(paragraph(text('On '), variable))} publicationDate="3 March 2025" />,
            site,
        );
        expect(withDate.querySelector('p')!.text).toBe('On 3 March 2025');
        expect(render(paragraph(text('On '), variable)).querySelector('p')!.text).toBe('On soon');
    });
});

describe('headings', () => {
    it('starts body headings at h2, since the story title is the h1', () => {
        const body = render(
            { type: 'heading-one', children: [text('Section')] },
            { type: 'heading-two', children: [text('Subsection')] },
        );
        expect(body.querySelectorAll('h1')).toHaveLength(0);
        expect(body.querySelector('h2')!.text).toBe('Section');
        expect(body.querySelector('h3')!.text).toBe('Subsection');
    });

    it('makes heading-two an h2 in a body without heading-one, so no level is skipped', () => {
        const body = render(
            { type: 'heading-two', children: [text('Subsection')] },
            { type: 'heading-one', role: 'title', children: [text('Title')] },
        );
        expect(body.querySelector('h2')!.text).toBe('Subsection');
        expect(body.querySelector('h2')!.classList.contains('content-heading--two')).toBe(true);
        expect(body.querySelectorAll('h3')).toHaveLength(0);
    });

    it('skips title and subtitle headings, which the story header already shows', () => {
        const body = render(
            { type: 'heading-one', role: 'title', children: [text('Title')] },
            { type: 'heading-two', role: 'subtitle', children: [text('Subtitle')] },
        );
        expect(body.querySelectorAll('h2, h3')).toHaveLength(0);
    });
});

describe('lists, quotes, dividers, callouts and buttons', () => {
    const item = (label: string, ...nested: unknown[]) => ({
        type: 'list-item',
        children: [{ type: 'list-item-text', children: [text(label)] }, ...nested],
    });

    it('renders bulleted and numbered lists with nested lists', () => {
        const body = render(
            {
                type: 'bulleted-list',
                children: [item('one'), item('two', { type: 'numbered-list', children: [item('a')] })],
            },
            { type: 'numbered-list', children: [item('first')] },
        );
        const ul = body.querySelector('ul')!;
        expect(ul.querySelectorAll(':scope > li').map((li) => li.childNodes[0]!.text)).toEqual(['one', 'two']);
        expect(ul.querySelector('li > ol > li')!.text).toBe('a');
        expect(body.querySelector(':scope > ol > li')!.text).toBe('first');
    });

    it('skips list items that are malformed and lists with no valid item', () => {
        const body = render(
            { type: 'bulleted-list', children: [item('ok'), { type: 'list-item' }, 'junk'] },
            { type: 'numbered-list', children: [{ nope: true }] },
        );
        expect(body.querySelectorAll('li').map((li) => li.text)).toEqual(['ok']);
        expect(body.querySelectorAll('ol')).toHaveLength(0);
    });

    it('renders quotes, dividers and callouts', () => {
        const body = render(
            { type: 'block-quote', children: [text('“We are proud.”')] },
            { type: 'divider' },
            { type: 'callout', icon: '💡', children: [text('Tip')] },
        );
        expect(body.querySelector('blockquote p')!.text).toBe('“We are proud.”');
        expect(body.querySelectorAll('hr')).toHaveLength(1);
        const callout = body.querySelector('.content-callout')!;
        expect(callout.querySelector('[aria-hidden="true"]')!.text).toBe('💡');
        expect(callout.querySelector('p')!.text).toBe('Tip');
    });

    it('renders a button block as a link, and nothing for an unsafe href', () => {
        const button = { type: 'button-block', label: 'Register', layout: 'center', variant: 'outline', new_tab: true };
        const body = render(
            { ...button, href: 'https://example.com/register' },
            { ...button, href: 'javascript:alert(1)', label: 'Evil' },
        );
        const links = body.querySelectorAll('.content-button a');
        expect(links).toHaveLength(1);
        expect(links[0]!.text).toBe('Register');
        expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
        expect(links[0]!.classList.contains('content-button__link--outline')).toBe(true);
        expect(body.querySelector('.content-button')!.classList.contains('content-button--center')).toBe(true);
    });
});

describe('unknown and malformed nodes', () => {
    it('renders nothing for unknown node types and keeps the rest', () => {
        const body = render(
            paragraph(text('before')),
            { type: 'mystery-widget', payload: { anything: true } },
            { type: 'coverage', coverage: { id: 1 } },
            { type: 'placeholder:image', uuid: 'x' },
            { type: '__proto__' },
            { type: 'constructor' },
            paragraph(text('after')),
        );
        expect(body.childNodes.map((node) => node.text)).toEqual(['before', 'after']);
    });

    it('skips malformed inline and block nodes without throwing', () => {
        const body = render(
            { type: 'paragraph', children: 'not an array' },
            { type: 'heading-one' },
            { type: 'paragraph', children: [null, 42, { text: 7 }, { type: 'mention', user: { id: 1 } }, text('ok')] },
            { type: 'block-quote', children: [{ type: 'link', href: 'https://x.test', children: null }, text('q')] },
        );
        expect(body.childNodes.map((node) => node.text)).toEqual(['ok', 'q']);
    });

    it('renders an empty body for a document without usable children', () => {
        const broken = { type: 'document', version: '0.50', children: null } as never;
        const dom = renderViewDom(<StoryContent document={broken} />, site);
        expect(dom.querySelector('.story-content')!.childNodes).toHaveLength(0);
    });

    it('stops at absurdly deep list nesting instead of recursing forever', () => {
        let list: Record<string, unknown> = { type: 'bulleted-list', children: [] };
        for (let depth = 0; depth < 500; depth++) {
            list = { type: 'bulleted-list', children: [{ type: 'list-item', children: [list] }] };
        }
        const body = render(list);
        expect(body.querySelectorAll('ul').length).toBeLessThanOrEqual(10);
    });
});
