import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { JsonScript, sharedJsonData } from '../../../../views/components/JsonScript';
import { parseHtml } from '../../../helpers/html';

/** What a browser's parser makes of the markup: the data block's element and the text JSON.parse reads. */
function parsed(markup: string) {
    const document = parseHtml(`<body>${markup}<p id="after"></p></body>`);
    return { scripts: document.querySelectorAll('script'), after: document.querySelector('#after') };
}

describe('JsonScript (the data blocks of islands, modules and JSON-LD)', () => {
    it('keeps data that looks like markup inside the block, and JSON.parse reads it back unchanged', () => {
        const data = { url: '/a</script><script>alert(1)//', note: '<!-- x -->', separators: 'a\u2028b\u2029c' };
        const markup = renderToStaticMarkup(<JsonScript data-island-props="" data={data} />);
        expect(markup).not.toContain('</script><script>');
        expect(markup).not.toMatch(/[\u2028\u2029]/);
        const { scripts, after } = parsed(markup);
        expect(scripts).toHaveLength(1);
        expect(after).not.toBeNull();
        expect(JSON.parse(scripts[0]!.text)).toEqual(data);
    });

    it('writes the type first, then the attributes it is given, and null for missing data', () => {
        expect(renderToStaticMarkup(<JsonScript id="island-manifest" data={undefined} />)).toBe(
            '<script type="application/json" id="island-manifest">null</script>',
        );
        expect(renderToStaticMarkup(<JsonScript type="application/ld+json" data={{ '@type': 'Thing' }} />)).toBe(
            '<script type="application/ld+json">{"@type":"Thing"}</script>',
        );
        expect(renderToStaticMarkup(<JsonScript data-module="analytics" data={[1]} />)).toBe(
            '<script type="application/json" data-module="analytics">[1]</script>',
        );
    });

    it('writes shared data the same way, serialising it once however many pages show it', () => {
        const data = { name: 'Northwind </script> Mobility', sameAs: ['https://x.com/northwind'] };
        const plain = renderToStaticMarkup(<JsonScript type="application/ld+json" data={{ ...data }} />);
        const shared = sharedJsonData(data);
        const stringify = vi.spyOn(JSON, 'stringify');
        const first = renderToStaticMarkup(<JsonScript type="application/ld+json" data={shared} />);
        const second = renderToStaticMarkup(<JsonScript type="application/ld+json" data={shared} />);
        expect(stringify).toHaveBeenCalledTimes(1);
        stringify.mockRestore();
        expect(first).toBe(plain);
        expect(second).toBe(plain);
    });
});
