/**
 * What each part of a story page costs to render, in microseconds: the whole page and each
 * layout part on its own, inside the same router and site context as on a page. Run with
 * production React:  NODE_ENV=production npx tsx scripts/bench-render.tsx [story-slug]
 */
import { performance } from 'node:perf_hooks';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { storyBlocks, storyPlainText } from '../domain/stories/story-blocks';
import { ConsentBar } from '../islands/consent-bar/island';
import { QuickSearch } from '../islands/quick-search/island';
import { loadConfig } from '../server/config/config';
import { createFilesContentSource } from '../server/content/files-content-source';
import { createI18n } from '../server/i18n/i18n';
import { createLogger } from '../server/logger';
import { storyCards } from '../server/render/story-cards';
import { SiteEdition } from '../server/request-scope/site-edition';
import { CategoriesNav } from '../views/components/CategoriesNav';
import { LanguageSwitcher } from '../views/components/LanguageSwitcher';
import { ShareLinks } from '../views/components/ShareLinks';
import { SiteBrand } from '../views/components/SiteBrand';
import { AnalyticsModule } from '../views/islands/AnalyticsModule';
import { IslandCollector, IslandCollectorProvider } from '../views/islands/island-collector';
import { SiteFooter } from '../views/layouts/SiteFooter';
import { SiteHeader } from '../views/layouts/SiteHeader';
import { StoryPage } from '../views/pages/StoryPage';
import { SiteRoot } from '../views/SiteRoot';
import { StoryContent } from '../views/story-content/StoryContent';
import { contactLabels, storyBlockOptions } from '../views/story-publication-date';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'error' });
const source = createFilesContentSource({
    directory: process.env.CONTENT_DIR ?? 'content/demo',
    logger: createLogger({ level: 'error', format: 'json', silent: true }),
});
const snapshot = await source.get();
await source.close();
const story = process.argv[2]
    ? snapshot.stories.bySlug(process.argv[2])
    : snapshot.stories.listed(snapshot.languages.default.code)[0];
if (!story) throw new Error('no such story');
const language = snapshot.languages.byCode(story.culture.code)!;
const edition = new SiteEdition(snapshot, { config, i18n: createI18n() });
const site = edition.site(language);
const location = site.addresses.urls.story(language.code, story.slug);
const share = { url: 'https://example.com/x', title: story.title, summary: story.summary, imageUrl: null };
const related = storyCards(snapshot, snapshot.stories.listed(language.code).slice(0, 3), language.code);

const parts: [string, () => ReactElement][] = [
    [
        'story page (all)',
        () => (
            <StoryPage
                story={story}
                categories={[]}
                related={related}
                shareUrl={share.url}
                shareImageUrl={null}
                pdfHref={site.addresses.urls.storyPdf(language.code, story.slug)}
                plainText={storyPlainText(
                    story.title,
                    story.subtitle,
                    storyBlocks(story.content, storyBlockOptions(story, site)),
                    contactLabels(site),
                )}
            />
        ),
    ],
    ['site header', () => <SiteHeader />],
    ['  brand', () => <SiteBrand />],
    ['  categories nav', () => <CategoriesNav />],
    ['  header search', () => <QuickSearch />],
    ['  language switcher', () => <LanguageSwitcher />],
    ['site footer', () => <SiteFooter />],
    [
        'privacy islands',
        () => (
            <>
                <ConsentBar />
                <AnalyticsModule ids={{ story: story.uuid }} />
            </>
        ),
    ],
    // A fresh object each time: one page's two bars share their links, another page makes its own.
    ['share links (one bar)', () => <ShareLinks share={{ ...share }} placement="top" />],
    ['story content', () => <StoryContent document={story.content} publicationDate={null} />],
];

function render(element: () => ReactElement): string {
    return renderToString(
        <IslandCollectorProvider value={new IslandCollector()}>
            <SiteRoot site={site} cache={edition.cache} location={location}>
                {element()}
            </SiteRoot>
        </IslandCollectorProvider>,
    );
}

/** The best of several rounds: the machine's noise only ever adds time. */
function microseconds(element: () => ReactElement): number {
    let best = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 15; round++) {
        const start = performance.now();
        for (let i = 0; i < 200; i++) render(element);
        best = Math.min(best, ((performance.now() - start) * 1000) / 200);
    }
    return best;
}

for (const [, element] of parts) for (let i = 0; i < 300; i++) render(element);
for (const [name, element] of parts) {
    console.log(
        `${name.padEnd(24)} ${microseconds(element).toFixed(1).padStart(7)} µs  ${render(element).length} chars`,
    );
}
