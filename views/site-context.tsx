import { createContext, useContext } from 'react';
import type { CompanyInformation, HubMarket, Language, LocalizedCategory, Newsroom } from '../domain/content';
import type { SocialLink } from '../domain/social-links';
import type { Translate } from '../domain/translate';
import type { SiteUrls } from '../domain/urls';

/** A link in the language switcher: the current page in another language, or that language's home. */
export interface LanguageLink {
    /** The language's languageCode (`pt_BR`) and htmlLang (`pt-BR`, for `hreflang`): docs/architecture.md, Glossary. */
    code: string;
    htmlLang: string;
    nativeName: string;
    /** The `InternalLink` path (no BASE_PATH: the router's basename adds it). */
    to: string;
    isCurrent: boolean;
}

/**
 * A market of the hub the site belongs to, as a reader of the page's language is offered it
 * (server/content/snapshot/hub-collection.ts, `marketChoices`).
 */
export interface MarketOption {
    market: HubMarket;
    /** Its name in the page's language without the brand every market shares (`Belgium`). */
    label: string;
    /** Its whole name in the page's language (`Acme Belgium`), the accessible name where the label is shorter. */
    fullName: string;
    /** Whether the market is this site. */
    isCurrent: boolean;
}

/**
 * The page's language: how its text is written (the translator, its forms of the language code,
 * the direction) and what the newsroom says in that language (its company information, social
 * profiles, categories), with the language switcher's links. Names as in docs/architecture.md,
 * Glossary.
 */
export interface PageLanguage {
    t: Translate;
    /** The interface language: the catalogue (locales/) its text comes from, `pt-BR`, or `en` when none fits. */
    interfaceLanguage: string;
    /** The page's newsroom language as Prezly codes it: `pt_BR`. */
    languageCode: string;
    /** The same as a BCP 47 tag, for `lang`: `pt-BR`. */
    htmlLang: string;
    dir: 'ltr' | 'rtl';
    /** The newsroom's record of the language (its locale, company information, notifications). */
    newsroomLanguage: Language;
    company: CompanyInformation;
    /** The company's social profiles as links (domain/social-links.ts), for the footer and the JSON-LD. */
    socialLinks: readonly SocialLink[];
    /** The language switcher's entries: each language's home, or the page's own route in it. */
    languageLinks: LanguageLink[];
    /** The categories with stories in this language, for the menu. */
    categories: LocalizedCategory[];
    /** The market switcher's markets, this site's first; none on a site of no hub (or a hub of one market). */
    markets: readonly MarketOption[];
}

/**
 * Where things are: the URL builders and the addresses, origins and domains the site is served,
 * measured and consented from (the site's own, its CDN, analytics, the privacy portal), and the
 * content version that busts per-newsroom files such as theme.css. The same for every language.
 */
export interface SiteAddresses {
    urls: SiteUrls;
    siteUrl: string;
    assetsCdnUrl: string;
    /** Origins of the pictures photo embeds show, which the CSP allows (decision 21). */
    embedImageOrigins: readonly string[];
    privacyPortalUrl: string;
    /** ANALYTICS_URL, or the path of our own collector (the browser's origin, not PUBLIC_URL's). */
    analyticsUrl: string;
    /** Plausible's script and the shared roll-up domain (docs/product-rules.md §7.4), for the analytics island. */
    plausibleScriptUrl: string;
    plausibleRollupDomain: string;
    /** Domain of the consent cookie (docs/product-rules.md §9.2), e.g. `.example.com` to share it with subdomains; null: the host. */
    consentCookieDomain: string | null;
    /** Version of the content, for cache-busting per-newsroom resources such as theme.css. */
    contentVersion: number;
}

/** What the newsroom has set (theme, tracking policy, features) and what follows from its content. */
export interface NewsroomSettings {
    newsroom: Newsroom;
    /** Whether the newsroom has public galleries (the header links the media page only then). */
    hasGalleries: boolean;
    /** Whether the site offers search: not on a hub's own site without stories of its own (docs/hub-newsrooms.md). */
    offersSearch: boolean;
}

/**
 * What every view may know about the site, as facts, in three groups. Made once per content
 * version and language (server/request-scope/site-edition.ts) and shared by the pages of that
 * language; what is cached per edition is apart (edition-cache.tsx).
 */
export interface SiteContextValue {
    language: PageLanguage;
    addresses: SiteAddresses;
    settings: NewsroomSettings;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export const SiteProvider = SiteContext.Provider;

/**
 * The whole context, for code that hands it on (an island's props, the date options); a view
 * reading facts asks for their group: usePageLanguage(), useSiteAddresses(), useNewsroomSettings().
 * docs/product-rules.md §6.5: using a newsroom feature outside its provider is an error.
 */
export function useSite(): SiteContextValue {
    const site = useContext(SiteContext);
    if (!site) throw new Error('useSite() must be used inside <SiteProvider>');
    return site;
}

/** The page's language: its translator `t`, languageCode, htmlLang, company information… */
export function usePageLanguage(): PageLanguage {
    return useSite().language;
}

/** The site's URL builders and addresses. */
export function useSiteAddresses(): SiteAddresses {
    return useSite().addresses;
}

/** The newsroom's settings. */
export function useNewsroomSettings(): NewsroomSettings {
    return useSite().settings;
}
