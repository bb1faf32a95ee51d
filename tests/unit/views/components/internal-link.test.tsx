import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { CategoryChips } from '../../../../views/components/CategoryChips';
import { InternalLink } from '../../../../views/components/InternalLink';
import { StoryTags } from '../../../../views/components/StoryTags';
import { type SiteContextValue, SiteProvider } from '../../../../views/site-context';
import { parseHtml } from '../../../helpers/html';
import { createTestSite, renderViewDom } from '../../../helpers/render-view';

describe('InternalLink (react-router <Link>)', () => {
    it.each([
        ['/', '/fr/a%20b', '/fr/a%20b'],
        ['/press', '/fr/a%20b', '/press/fr/a%20b'],
        ['/press', '/', '/press'],
        ['/press', '/media?page=2', '/press/media?page=2'],
    ])('under basename %s, to=%s is href %s', (basename, to, href) => {
        const html = renderToStaticMarkup(
            <StaticRouter location={basename} basename={basename}>
                <InternalLink to={to}>x</InternalLink>
            </StaticRouter>,
        );
        expect(html).toBe(`<a href="${href}">x</a>`);
    });

    it('needs the router the pages are rendered in', () => {
        expect(() => renderToStaticMarkup(<InternalLink to="/">x</InternalLink>)).toThrow();
    });
});

describe('views link through the router', () => {
    let site: SiteContextValue;
    beforeAll(async () => {
        site = await createTestSite({ languageCode: 'fr', env: { BASE_PATH: '/press' } });
    });

    it('gives category chips the base path and the language prefix', () => {
        const categories = [
            { id: 1, name: 'Vélos', slug: 'vélos', description: null, isFeatured: false, image: null, storyCount: 2 },
            { id: 2, name: 'Presse', slug: 'presse', description: null, isFeatured: false, image: null, storyCount: 1 },
        ];
        const document = renderViewDom(<CategoryChips categories={categories} />, site);
        const hrefs = document.querySelectorAll('a.chip').map((link) => link.getAttribute('href'));
        expect(hrefs).toEqual(['/press/fr/category/v%C3%A9los', '/press/fr/category/presse']);
    });

    it('gives tag chips the base path and the language prefix', () => {
        const tags = [
            { name: 'E-bikes', slug: 'e-bikes' },
            { name: 'Lyon', slug: 'lyon' },
        ];
        const document = renderViewDom(<StoryTags tags={tags} />, site);
        const hrefs = document.querySelectorAll('a.chip--tag').map((link) => link.getAttribute('href'));
        expect(hrefs).toEqual(['/press/fr/tag/e-bikes', '/press/fr/tag/lyon']);
    });

    // The router is the one owner of a link's base path (docs/architecture.md): a view that
    // wrote its href from the URL builders would keep /press here.
    it.each([
        [
            'category chips',
            <CategoryChips
                key="c"
                categories={[
                    {
                        id: 1,
                        name: 'Presse',
                        slug: 'presse',
                        description: null,
                        isFeatured: false,
                        image: null,
                        storyCount: 1,
                    },
                ]}
            />,
            '/elsewhere/fr/category/presse',
        ],
        ['tag chips', <StoryTags key="t" tags={[{ name: 'Lyon', slug: 'lyon' }]} />, '/elsewhere/fr/tag/lyon'],
    ])('%s take their base path from the router', (_name, view, href) => {
        const html = renderToStaticMarkup(
            <StaticRouter location="/elsewhere/fr" basename="/elsewhere">
                <SiteProvider value={site}>{view}</SiteProvider>
            </StaticRouter>,
        );
        expect(parseHtml(html).querySelector('a')?.getAttribute('href')).toBe(href);
    });
});
