import { createContext, useContext } from 'react';
import type { CompanyInformation, Language, LocalizedCategory, Newsroom } from '../domain/content';
import type { Memo } from '../domain/memo';
import type { SocialLink } from '../domain/social-links';
import type { Translate } from '../domain/translate';
import type { SiteUrls } from '../domain/urls';
import type { SharedHtml } from './components/shared-html';

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
 * What every view may need about the site and the page's language. Made once per content version
 * and language (server/request-scope/site-edition.ts) and shared by the pages of that language.
 */
export interface SiteContextValue {
    t: Translate;
    /** The interface language: the catalogue (locales/) its text comes from, `pt-BR`, or `en` when none fits. */
    interfaceLanguage: string;
    /** The page's newsroom language as Prezly codes it: `pt_BR`. */
    languageCode: string;
    /** The same as a BCP 47 tag, for `lang`: `pt-BR`. */
    htmlLang: string;
    dir: 'ltr' | 'rtl';
    newsroom: Newsroom;
    language: Language;
    company: CompanyInformation;
    /** The company's social profiles as links (domain/social-links.ts), for the footer and the JSON-LD. */
    socialLinks: readonly SocialLink[];
    languages: LanguageLink[];
    categories: LocalizedCategory[];
    /** Whether the newsroom has public galleries (the header links the media page only then). */
    hasGalleries: boolean;
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
    /** Markup rendered once for this content version (components/SharedMarkup.tsx), by language and part. */
    sharedMarkup: Memo<SharedHtml>;
    /**
     * Data made once for this content version, by language and name: what every page of a language
     * writes unchanged as JSON (the company's JSON-LD, site-wide island props). Made with
     * `sharedJsonData` (components/JsonScript.tsx), so its JSON is written once too.
     */
    sharedData: Memo<object>;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export const SiteProvider = SiteContext.Provider;

/** docs/product-rules.md §6.5: using a newsroom feature outside its provider is an error. */
export function useSite(): SiteContextValue {
    const site = useContext(SiteContext);
    if (!site) throw new Error('useSite() must be used inside <SiteProvider>');
    return site;
}
