import { isRtl } from '../../domain/locale/locale-code';

interface ContentUnavailableWords {
    /** The visitor's interface language (a catalogue code): the page's `lang`, and its `dir`. */
    languageCode: string;
    title: string;
    subtitle: string;
}

/**
 * The whole document answered while the site has no content yet (server/middleware/content-unavailable.ts).
 * There is no newsroom then, so no site context, layout, stylesheet or script: only the words of the
 * error pages' 503, never indexed. `dir` is written for a right-to-left language only; left to right
 * is the document's default.
 */
export function ContentUnavailableDocument({ languageCode, title, subtitle }: ContentUnavailableWords) {
    return (
        <html lang={languageCode} dir={isRtl(languageCode) ? 'rtl' : undefined}>
            <head>
                <meta charSet="utf-8" />
                <meta name="robots" content="noindex" />
                <title>{title}</title>
            </head>
            <body>
                <h1>{title}</h1>
                <p>{subtitle}</p>
            </body>
        </html>
    );
}
