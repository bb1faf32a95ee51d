import { usePageLanguage } from '../site-context';
import { Icon } from './Icon';
import { InternalLink } from './InternalLink';

/**
 * The language switcher: a native disclosure (<details>), so it opens without JavaScript. Each
 * language is named in its own language and marked with `lang`/`hreflang`; the links go to this
 * page in that language when it exists (translation choice, docs/product-rules.md §4.2), else to its home page.
 */
export function LanguageSwitcher() {
    const { t, languageLinks } = usePageLanguage();
    if (languageLinks.length < 2) return null;
    const current = languageLinks.find((language) => language.isCurrent);
    return (
        <details className="disclosure language-switcher">
            <summary className="disclosure__summary">
                <Icon name="globe" />
                <span className="visually-hidden">{t('header.language')}: </span>
                <span lang={current?.htmlLang}>{current?.nativeName}</span>
                <Icon name="chevronDown" className="disclosure__chevron" />
            </summary>
            <ul className="disclosure__panel language-switcher__list">
                {languageLinks.map((language) => (
                    <li key={language.code}>
                        <InternalLink
                            className="disclosure__link"
                            to={language.to}
                            hrefLang={language.htmlLang}
                            lang={language.htmlLang}
                            aria-current={language.isCurrent ? 'true' : undefined}
                        >
                            {language.nativeName}
                        </InternalLink>
                    </li>
                ))}
            </ul>
        </details>
    );
}
