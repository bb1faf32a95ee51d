import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config/config';
import type { ContentSnapshot } from '../../../../server/content/content-snapshot';
import { createFilesContentSource } from '../../../../server/content/files-content-source';
import { createI18n } from '../../../../server/i18n/i18n';
import { createLogger } from '../../../../server/logger';
import { SiteEdition } from '../../../../server/request-scope/site-edition';
import { writeFixtureNewsroom } from '../../../helpers/fixture-newsroom';
import { TEST_SITE_URL } from '../../../helpers/render-view';

let snapshot: ContentSnapshot;
const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_SITE_URL, LOG_LEVEL: 'error' });
const i18n = createI18n();
const editionOf = () => new SiteEdition(snapshot, { config, i18n });
const languageOf = (code: string) => snapshot.languages.byCode(code)!;

beforeAll(async () => {
    const logger = createLogger({ level: 'error', format: 'json', silent: true });
    const source = createFilesContentSource({ directory: writeFixtureNewsroom(), logger });
    snapshot = await source.get();
    await source.close();
});

/** The views' context: facts in three groups (views/site-context.tsx), the edition's caches apart. */
describe('SiteEdition.site', () => {
    it('gives views the page language, the site addresses and the newsroom settings, and no cache', () => {
        const site = editionOf().site(languageOf('fr'));
        expect(Object.keys(site)).toEqual(['language', 'addresses', 'settings']);
        expect(site.language).toMatchObject({
            languageCode: 'fr',
            htmlLang: 'fr',
            interfaceLanguage: 'fr',
            dir: 'ltr',
        });
        expect(site.language.newsroomLanguage).toBe(languageOf('fr'));
        expect(site.addresses.siteUrl).toBe(config.siteUrl);
        expect(site.settings.newsroom).toBe(snapshot.newsroom);
        for (const group of Object.values(site)) {
            expect(Object.keys(group)).not.toContain('sharedMarkup');
            expect(Object.keys(group)).not.toContain('sharedData');
        }
    });

    it('makes one cache per edition, shared by its languages, and a new one with a new edition', () => {
        const edition = editionOf();
        const { cache } = edition;
        edition.site(languageOf('fr'));
        edition.site(languageOf('en'));
        expect(edition.cache).toBe(cache);
        expect(editionOf().cache).not.toBe(cache);
    });

    it("changes only the language switcher's links for a page with its own (siteWith)", () => {
        const edition = editionOf();
        const fr = languageOf('fr');
        const site = edition.site(fr);
        const withOwn = edition.siteWith(fr, (language) => `/own/${language.code}`);
        expect(withOwn.addresses).toBe(site.addresses);
        expect(withOwn.settings).toBe(site.settings);
        const { languageLinks, ...rest } = withOwn.language;
        const { languageLinks: homes, ...same } = site.language;
        expect(rest).toEqual(same);
        expect(languageLinks.map((link) => link.to)).toEqual(homes.map((link) => `/own/${link.code}`));
        expect(site.language.languageLinks).toBe(homes);
    });
});
