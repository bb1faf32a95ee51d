import type { Request, Response } from 'express';
import type { i18n } from 'i18next';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../../domain/locale/supported-locales';
import { siteEdition } from '../request-scope/request-context';

interface HeaderDetector {
    detect(req: unknown, res: unknown, order?: string[]): string | string[] | undefined;
}

const SUPPORTED = new Set<string>(SUPPORTED_LOCALES);

/**
 * The visitor's interface language for a response whose URL names no language (the /api
 * routes): i18next-http-middleware's language detector, asked for its `header` lookup only
 * (Accept-Language with q-weights, then i18next's best match among our 55 catalogues, `fr-CA`
 * → `fr`), else English. We call the detector rather than mount `handle()`: `handle()` clones
 * the i18next instance on every request and would stamp `Content-Language` on successful
 * answers, whose language comes from their body (`localeCode`), not from the header.
 */
export function visitorInterfaceLanguage(instance: i18n, req: Request, res: Response): string {
    const detector = instance.services.languageDetector as HeaderDetector | undefined;
    const found = detector?.detect(req, res, ['header']);
    const code = Array.isArray(found) ? found[0] : found;
    return code && SUPPORTED.has(code) ? code : DEFAULT_LOCALE;
}

/**
 * Answers an /api error as JSON `{message}` in the visitor's language (`api.*` keys of the
 * catalogues). The answer depends on Accept-Language (`Vary`) and is never stored (`no-store`;
 * it does not go through the page cache either).
 */
export function sendApiError(
    instance: i18n,
    req: Request,
    res: Response,
    status: number,
    key: string,
    values?: Record<string, string>,
): void {
    const interfaceLanguage = visitorInterfaceLanguage(instance, req, res);
    res.status(status);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Language', interfaceLanguage);
    res.vary('Accept-Language');
    res.json({ message: siteEdition(res).translator(interfaceLanguage)(key, values) });
}
