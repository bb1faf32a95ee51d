import type { i18n } from 'i18next';
import type { Language } from '../../domain/content';
import { directionOf, resolveInterfaceLanguage, toHtmlLang } from '../../domain/locale/locale-code';
import { createMemo } from '../../domain/memo';
import { socialLinks } from '../../domain/social-links';
import type { Translate } from '../../domain/translate';
import type { SiteUrls } from '../../domain/urls';
import type { EditionCache, SharedHtml } from '../../views/edition-cache';
import type { LanguageLink, PageLanguage, SiteContextValue } from '../../views/site-context';
import { thirdPartyHosts } from '../analytics/third-party-hosts';
import type { Config } from '../config/config';
import type { ContentSnapshot } from '../content/content-snapshot';
import { embedImageOrigins } from '../content/embed-image-hosts';
import { offersSearch } from '../content/search-offered';
import { siteUrlsOf } from '../content/snapshot-urls';
import { type HeaderList, securityHeaders } from './security-headers';

/**
 * Shared parts kept per content version: per language, the menu (once per link marked current),
 * the footer and the story cards most recently listed (their size: docs/benchmarks.md#figures-behind-the-codes-choices).
 */
const SHARED_MARKUP_KEPT = 2000;
/** A few pieces a language (JSON-LD, island props), a few kilobytes each at most. */
const SHARED_DATA_KEPT = 500;

/**
 * Answers remembered per locale. Options are primitives (counts, names, titles), so their JSON
 * is an exact key; the bound only matters for open-ended ones such as story titles.
 */
const TRANSLATIONS_KEPT = 4000;

/** Where each language's switcher link goes (a `to` path, no BASE_PATH); null leaves it out. */
export type LanguageTo = (language: Language) => string | null;

export interface EditionSettings {
    config: Config;
    i18n: i18n;
    /** Told once per language that has no catalogue of its own (its pages fall back to English). */
    warn?: (message: string) => void;
}

/**
 * The site as one content snapshot makes it: everything the requests served from that snapshot
 * share, worked out once, on first use, and dropped with the snapshot. The URL builders (the
 * language prefixes depend on the languages present), the security headers (the allowed hosts
 * follow the newsroom's analytics and consent settings), a translator per interface language, what
 * views read through useSite() per language (the language links among it), and the caches of
 * what is made once for many pages (views/edition-cache.tsx: shared markup, decision 15).
 *
 * The cache-hit path fetches the snapshot and `siteEditions` gives its edition, which every
 * request carries (request-context.ts): a new snapshot starts a new edition, and no part of one
 * is kept anywhere else.
 */
export class SiteEdition {
    readonly urls: SiteUrls;
    /** Markup and data made once for this content version, by language and name (views/edition-cache.tsx). */
    readonly cache: EditionCache = {
        sharedMarkup: createMemo<SharedHtml>(SHARED_MARKUP_KEPT),
        sharedData: createMemo<object>(SHARED_DATA_KEPT),
    };
    private readonly translators = new Map<string, Translate>();
    private readonly sites = new Map<string, SiteContextValue>();
    private headers: HeaderList | undefined;
    private photoOrigins: string[] | undefined;

    constructor(
        readonly snapshot: ContentSnapshot,
        private readonly settings: EditionSettings,
    ) {
        this.urls = siteUrlsOf(snapshot, { basePath: settings.config.BASE_PATH, siteUrl: settings.config.siteUrl });
    }

    /** The security headers (security-headers.ts; middleware/security.ts sets them), with this newsroom's third-party hosts. */
    get securityHeaders(): HeaderList {
        if (!this.headers) {
            const hosts = thirdPartyHosts(this.snapshot.newsroom, this.settings.config);
            this.headers = securityHeaders(this.settings.config, {
                ...hosts,
                imgSrc: [...hosts.imgSrc, ...this.embedImageOrigins],
            });
        }
        return this.headers;
    }

    /** The hosts of the pictures the newsroom's photo embeds show (decision 21), allowed as images. */
    get embedImageOrigins(): string[] {
        this.photoOrigins ??= embedImageOrigins(this.snapshot.content);
        return this.photoOrigins;
    }

    /**
     * A translate function for an interface language that remembers its answers: i18next
     * resolves, interpolates and pluralises on every call, and a page makes about a hundred of
     * them, which showed in profiles of a page's render (docs/benchmarks.md#figures-behind-the-codes-choices).
     */
    translator(interfaceLanguage: string): Translate {
        let translate = this.translators.get(interfaceLanguage);
        if (!translate) {
            const fixed = this.settings.i18n.getFixedT(interfaceLanguage);
            const answers = createMemo<string>(TRANSLATIONS_KEPT);
            translate = (key, options) =>
                options
                    ? answers(`${key}\u0000${JSON.stringify(options)}`, () => String(fixed(key, options as never)))
                    : answers(key, () => String(fixed(key)));
            this.translators.set(interfaceLanguage, translate);
        }
        return translate;
    }

    /** What every view of a page in `language` reads through useSite(), its switcher to each language's home. */
    site(language: Language): SiteContextValue {
        let site = this.sites.get(language.code);
        if (!site) {
            site = this.makeSite(language);
            this.sites.set(language.code, site);
        }
        return site;
    }

    /** The same with the page's own language switcher (where each language's link goes). */
    siteWith(language: Language, languageTo: LanguageTo): SiteContextValue {
        const site = this.site(language);
        return { ...site, language: { ...site.language, languageLinks: this.languageLinks(language, languageTo) } };
    }

    private makeSite(language: Language): SiteContextValue {
        const { snapshot, urls, settings } = this;
        const { config } = settings;
        return {
            language: this.pageLanguage(language),
            addresses: {
                urls,
                siteUrl: config.siteUrl,
                assetsCdnUrl: config.assetsCdnUrl,
                embedImageOrigins: this.embedImageOrigins,
                privacyPortalUrl: config.PRIVACY_PORTAL_URL,
                analyticsUrl: config.analyticsUrl,
                plausibleScriptUrl: config.PLAUSIBLE_SCRIPT_URL,
                plausibleRollupDomain: config.PLAUSIBLE_ROLLUP_DOMAIN,
                consentCookieDomain: config.CONSENT_COOKIE_DOMAIN ?? null,
                contentVersion: snapshot.version,
            },
            settings: {
                newsroom: snapshot.newsroom,
                hasGalleries: snapshot.galleries.all.length > 0,
                offersSearch: offersSearch(snapshot),
            },
        };
    }

    private pageLanguage(language: Language): PageLanguage {
        const { snapshot, urls, settings } = this;
        const interfaceLanguage = resolveInterfaceLanguage(language.code, settings.warn ?? (() => {}));
        return {
            t: this.translator(interfaceLanguage),
            interfaceLanguage,
            languageCode: language.code,
            htmlLang: toHtmlLang(language.code),
            dir: language.locale.direction === 'rtl' ? 'rtl' : directionOf(language.code),
            newsroomLanguage: language,
            company: language.company_information,
            socialLinks: socialLinks(language.company_information),
            languageLinks: this.languageLinks(language, (candidate) => urls.to.home(candidate.code)),
            categories: snapshot.categories.withStories(language.code),
            markets: snapshot.hub?.marketChoices(language.code) ?? [],
        };
    }

    /** The language switcher's entries (docs/product-rules.md §4.2). */
    private languageLinks(language: Language, languageTo: LanguageTo): LanguageLink[] {
        const { snapshot } = this;
        // Languages without public stories are hidden (docs/seo.md, hidden languages), but the page's own language is
        // always listed, so a private story in such a language still shows where the reader is.
        const visible = snapshot.languages.visible();
        const switchable = visible.some((candidate) => candidate.code === language.code)
            ? visible
            : snapshot.languages.all.filter((candidate) => candidate === language || visible.includes(candidate));
        return switchable.flatMap((candidate) => {
            const to = languageTo(candidate);
            if (to === null) return [];
            return [
                {
                    code: candidate.code,
                    htmlLang: toHtmlLang(candidate.code),
                    nativeName: candidate.locale.native_name,
                    to,
                    isCurrent: candidate.code === language.code,
                },
            ];
        });
    }
}

/**
 * The edition of each snapshot, made when a request first brings the snapshot: content changes
 * rarely and the source always answers its newest snapshot, so the one edition kept is that of
 * the newest; requests still holding an older one keep it until they end. Languages without a
 * catalogue are reported once per process, not once per edition.
 */
export function siteEditions(settings: Omit<EditionSettings, 'warn'> & { logger: { warn(message: string): void } }) {
    const warned = new Set<string>();
    const warn = (message: string) => {
        if (warned.has(message)) return;
        warned.add(message);
        settings.logger.warn(message);
    };
    let newest: SiteEdition | null = null;
    return (snapshot: ContentSnapshot): SiteEdition => {
        if (newest?.snapshot !== snapshot) newest = new SiteEdition(snapshot, { ...settings, warn });
        return newest;
    };
}
