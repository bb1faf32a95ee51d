import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import { assertSupportedLocale } from '../../domain/locale/locale-code';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../../domain/locale/supported-locales';

/**
 * A detected language (an Accept-Language entry, for /api errors) as the catalogue it names:
 * the aliases of docs/product-rules.md §8.5 (zh-Hant → zh-TW, zh-HK → zh-CN) and region locales (fr-CA → fr). A code we
 * have no catalogue for stays as it is, so i18next passes over it to the visitor's next choice.
 */
function toCatalogueCode(code: string): string {
    try {
        return assertSupportedLocale(code);
    } catch {
        return code;
    }
}

/**
 * One i18next instance with every catalogue in locales/ loaded synchronously at start: a
 * page render never waits for a catalogue, and a missing key falls back to English.
 */
export function createI18n(localesDir = path.resolve('locales')): i18n {
    const resources: Record<string, { translation: Record<string, unknown> }> = {};
    for (const file of readdirSync(localesDir).filter((name) => name.endsWith('.json'))) {
        const code = file.replace(/\.json$/, '');
        resources[code] = { translation: JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')) };
    }
    // Pages are the same for every visitor, so their language comes from the URL only (the
    // request context), never from headers or cookies. Only /api errors, whose URLs name no
    // language, ask this detector, for its `header` lookup (Accept-Language):
    // server/i18n/api-messages.ts.
    const instance = i18next.createInstance().use(new LanguageDetector());
    void instance.init({
        detection: { order: ['header'], caches: false, convertDetectedLanguage: toCatalogueCode },
        resources,
        lng: DEFAULT_LOCALE,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: [...SUPPORTED_LOCALES],
        // Our codes are exact (pt-BR, zh-TW); never let i18next guess by stripping regions.
        load: 'currentOnly',
        nonExplicitSupportedLngs: false,
        initAsync: false,
        interpolation: { escapeValue: false }, // React escapes; feeds and JSON escape on their own.
        returnNull: false,
    });
    return instance;
}
