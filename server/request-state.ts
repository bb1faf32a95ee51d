import type { Response } from 'express';
import type { Language } from '../domain/content';
import type { ContentSnapshot } from './content/content-snapshot';

/** What the locale middleware found out about a request, kept on res.locals. */
export interface RequestState {
    requestId: string;
    snapshot: ContentSnapshot;
    /** Named apart from `language`, which i18next-http-middleware sets to the interface locale. */
    newsroomLanguage: Language;
    /** The locale prefix the URL carried ('' when none). */
    localeSlug: string;
}

export function requestState(res: Response): RequestState & { language: Language } {
    const locals = res.locals as RequestState;
    return { ...locals, language: locals.newsroomLanguage };
}
