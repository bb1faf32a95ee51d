import { toHtmlLang } from '../../domain/locale/locale-code';
import { type MarketOption, usePageLanguage } from '../site-context';

/**
 * A market's languages, each named in itself (`lang`, `hreflang`, and `dir` for a right-to-left
 * one) and linking to that language's home on the market's site; the page's own language of
 * the page's own market is marked `aria-current`. The list is named by the market's name
 * (`labelledBy`), so a screen reader says which market's languages these are.
 */
export function MarketLanguages({
    option,
    labelledBy,
    className,
    linkClassName,
}: {
    option: MarketOption;
    labelledBy: string;
    className: string;
    linkClassName: string;
}) {
    const { languageCode } = usePageLanguage();
    return (
        <ul className={className} aria-labelledby={labelledBy}>
            {option.market.languages.map((language) => {
                const htmlLang = toHtmlLang(language.code);
                const isCurrent = option.isCurrent && language.code === languageCode;
                return (
                    <li key={language.code}>
                        <a
                            className={linkClassName}
                            href={language.url}
                            hrefLang={htmlLang}
                            lang={htmlLang}
                            dir={language.direction}
                            aria-current={isCurrent ? 'true' : undefined}
                        >
                            {language.native_name}
                        </a>
                    </li>
                );
            })}
        </ul>
    );
}
