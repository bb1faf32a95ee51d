import type { i18n } from 'i18next';
import type { Language } from '../../domain/content';
import { directionOf, resolveInterfaceLocale, toIsoCode } from '../../domain/locale/locale-code';
import { createMemo, type Memo } from '../../domain/memo';
import type { Translate } from '../../domain/translate';
import { createSiteUrls, type SiteUrls } from '../../domain/urls';
import type { SharedHtml } from '../../views/components/SharedMarkup';
import type { LanguageLink, SiteContextValue } from '../../views/site-context';
import type { Config } from '../config';
import type { ContentSnapshot } from '../content/content-snapshot';

const urlsBySnapshot = new WeakMap<ContentSnapshot, SiteUrls>();

/** URL builders for a snapshot's languages (their prefixes depend on the languages present). */
export function siteUrlsFor(snapshot: ContentSnapshot, config: Pick<Config, 'BASE_PATH' | 'siteUrl'>): SiteUrls {
    let urls = urlsBySnapshot.get(snapshot);
    if (!urls) {
        urls = createSiteUrls({
            basePath: config.BASE_PATH,
            siteUrl: config.siteUrl,
            localeSlug: (code) => snapshot.localeSlug(code),
        });
        urlsBySnapshot.set(snapshot, urls);
    }
    return urls;
}

/**
 * Shared parts kept per content version: per language, the menu (once per link marked current),
 * the footer and the story cards most recently listed (about 1.5 KB each).
 */
const SHARED_MARKUP_KEPT = 2000;
const sharedMarkupBySnapshot = new WeakMap<ContentSnapshot, Memo<SharedHtml>>();

/**
 * The store of markup rendered once (views/components/SharedMarkup.tsx) for a snapshot: a new
 * version of the content starts afresh, and the old store goes with its snapshot.
 */
function sharedMarkupFor(snapshot: ContentSnapshot): Memo<SharedHtml> {
    let store = sharedMarkupBySnapshot.get(snapshot);
    if (!store) {
        store = createMemo<SharedHtml>(SHARED_MARKUP_KEPT);
        sharedMarkupBySnapshot.set(snapshot, store);
    }
    return store;
}

const translators = new WeakMap<i18n, Map<string, Translate>>();

/**
 * Answers remembered per locale. Options are primitives (counts, names, titles), so their JSON
 * is an exact key; the bound only matters for open-ended ones such as story titles.
 */
const TRANSLATIONS_KEPT = 4000;

/**
 * One translate function per locale, made once, that remembers its answers: i18next resolves,
 * interpolates and pluralises on every call, and a page makes about a hundred of them, which
 * showed as an eighth of a page's render time in profiles.
 */
export function translatorFor(i18n: i18n, locale: string): Translate {
    let byLocale = translators.get(i18n);
    if (!byLocale) {
        byLocale = new Map();
        translators.set(i18n, byLocale);
    }
    let translate = byLocale.get(locale);
    if (!translate) {
        const fixed = i18n.getFixedT(locale);
        const answers = createMemo<string>(TRANSLATIONS_KEPT);
        translate = (key, options) =>
            options
                ? answers(`${key}\u0000${JSON.stringify(options)}`, () => String(fixed(key, options as never)))
                : answers(key, () => String(fixed(key)));
        byLocale.set(locale, translate);
    }
    return translate;
}

export interface SiteContextInput {
    snapshot: ContentSnapshot;
    language: Language;
    i18n: i18n;
    config: Config;
    /** The interface locale, when the request context already resolved it. */
    locale?: string;
    /**
     * Where each language's switcher link goes, as an `InternalLink` `to` path (no BASE_PATH); defaults
     * to each language's home page. Null leaves the language out.
     */
    languageTo?: (language: Language) => string | null;
}

/** The language switcher's entries (docs/product-rules.md §4.2). */
function languageLinks(
    snapshot: ContentSnapshot,
    language: Language,
    urls: SiteUrls,
    languageTo?: (language: Language) => string | null,
): LanguageLink[] {
    // Languages without public stories are hidden (docs/seo.md, hidden languages), but the page's own language is
    // always listed, so a private story in such a language still shows where the reader is.
    const visible = snapshot.visibleLanguages();
    const switchable = visible.some((candidate) => candidate.code === language.code)
        ? visible
        : snapshot.languages.filter((candidate) => candidate === language || visible.includes(candidate));
    return switchable.flatMap((candidate) => {
        const to = languageTo ? languageTo(candidate) : urls.to.home(candidate.code);
        if (to === null) return [];
        return [
            {
                code: candidate.code,
                hreflang: toIsoCode(candidate.code),
                nativeName: candidate.locale.native_name,
                to,
                isCurrent: candidate.code === language.code,
            },
        ];
    });
}

/** Builds what every view reads through useSite(). */
export function createSiteContext({
    snapshot,
    language,
    i18n,
    config,
    locale = resolveInterfaceLocale(language.code, () => {}),
    languageTo,
}: SiteContextInput): SiteContextValue {
    const urls = siteUrlsFor(snapshot, config);
    return {
        t: translatorFor(i18n, locale),
        locale,
        localeCode: language.code,
        htmlLang: toIsoCode(language.code),
        dir: language.locale.direction === 'rtl' ? 'rtl' : directionOf(language.code),
        newsroom: snapshot.newsroom,
        language,
        company: language.company_information,
        languages: languageLinks(snapshot, language, urls, languageTo),
        categories: snapshot.categoriesWithStories(language.code),
        hasGalleries: snapshot.galleries().length > 0,
        urls,
        siteUrl: config.siteUrl,
        assetsCdnUrl: config.assetsCdnUrl,
        privacyPortalUrl: config.PRIVACY_PORTAL_URL,
        analyticsUrl: config.analyticsUrl,
        plausibleScriptUrl: config.PLAUSIBLE_SCRIPT_URL,
        plausibleRollupDomain: config.PLAUSIBLE_ROLLUP_DOMAIN,
        consentCookieDomain: config.CONSENT_COOKIE_DOMAIN ?? null,
        contentVersion: snapshot.version,
        sharedMarkup: sharedMarkupFor(snapshot),
    };
}
