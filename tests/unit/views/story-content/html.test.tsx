import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContextValue } from '../../../../views/site-context';
import { StoryContent } from '../../../../views/story-content/StoryContent';
import { sanitizeStoryHtml } from '../../../../views/story-content/sanitize-story-html';
import { parseHtml } from '../../../helpers/html';
import { createTestSite, renderViewDom } from '../../../helpers/render-view';
import { doc } from './fixtures';

let site: SiteContextValue;
beforeAll(async () => {
    site = await createTestSite();
});

const renderHtmlNode = (content: unknown) =>
    renderViewDom(<StoryContent document={doc({ type: 'html', content })} />, site).querySelector('.story-content')!;

/** Every attribute name anywhere in the tree. */
const attributeNames = (html: string) =>
    parseHtml(html)
        .querySelectorAll('*')
        .flatMap((element) => Object.keys(element.attributes));

describe('html node', () => {
    it('removes scripts, styles, frames and event handlers, keeping the text', () => {
        const body = renderHtmlNode(
            '<p onclick="steal()">Hello <b>press</b><img src=x onerror="alert(1)"></p>' +
                '<script>alert("x")</script><style>body{display:none}</style>' +
                '<iframe src="https://evil.example"></iframe><svg><script>alert(2)</script></svg>' +
                '<form action="https://evil.example"><input name="q"><button>Go</button></form>',
        );
        const block = body.querySelector('.content-html')!;
        expect(block.querySelectorAll('script, style, iframe, img, svg, form, input')).toHaveLength(0);
        expect(attributeNames(block.innerHTML).filter((name) => /^on/i.test(name))).toEqual([]);
        expect(block.innerHTML).not.toContain('onerror');
        expect(block.innerHTML).not.toContain('alert');
        expect(block.querySelector('p')!.innerHTML).toBe('Hello <b>press</b>');
    });

    it('keeps safe links and drops javascript: and other unsafe hrefs', () => {
        const block = renderHtmlNode(
            '<a href="https://example.com" target="_blank">ok</a>' +
                '<a href="javascript:alert(1)">js</a>' +
                '<a href="JaVaScRiPt&#58;alert(1)">entity</a>' +
                '<a href="  javascript:alert(1)">spaced</a>' +
                '<a href="data:text/html;base64,PHNjcmlwdD4=">data</a>' +
                '<a href="mailto:press@example.com" onmouseover="x()">mail</a>' +
                '<a href="//evil.example/x">protocol-relative</a>',
        ).querySelector('.content-html')!;
        const hrefs = block.querySelectorAll('a').map((a) => a.getAttribute('href') ?? null);
        expect(hrefs).toEqual(['https://example.com/', null, null, null, null, 'mailto:press@example.com', null]);
        const first = block.querySelector('a')!;
        expect(first.getAttribute('rel')).toBe('noopener noreferrer');
        expect(block.innerHTML).not.toMatch(/javascript|onmouseover|data:/i);
        expect(block.text).toBe('okjsentityspaceddatamailprotocol-relative');
    });

    it('keeps formatting, lists and tables, and turns h1 into h2', () => {
        const block = renderHtmlNode(
            '<h1>Big</h1><ul><li><em>one</em></li></ul><table><tr><th colspan="2">Head</th></tr></table>' +
                '<p class="x" id="main" style="color:red">styled</p>',
        ).querySelector('.content-html')!;
        expect(block.querySelectorAll('h1')).toHaveLength(0);
        expect(block.querySelector('h2')!.text).toBe('Big');
        expect(block.querySelector('ul li em')!.text).toBe('one');
        expect(block.querySelector('th')!.getAttribute('colspan')).toBe('2');
        const styled = block.querySelector('p')!;
        expect(styled.attributes).toEqual({});
    });

    it('renders nothing when nothing survives or the content is not a string', () => {
        expect(renderHtmlNode('<script>alert(1)</script>').querySelector('.content-html')).toBeNull();
        expect(renderHtmlNode(null).querySelector('.content-html')).toBeNull();
    });

    it('sanitizeStoryHtml is what the node inserts', () => {
        const dirty = '<p>a<script>b</script></p><a href="vbscript:x">c</a>';
        expect(sanitizeStoryHtml(dirty)).toBe('<p>a</p><a>c</a>');
    });
});
