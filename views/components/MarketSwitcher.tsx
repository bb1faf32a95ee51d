import { type MarketOption, usePageLanguage, useSiteAddresses } from '../site-context';
import { Icon } from './Icon';
import { InternalLink } from './InternalLink';
import { MarketLanguages } from './MarketLanguages';
import { MarketName } from './MarketName';
import { SharedMarkup } from './SharedMarkup';

/**
 * The market switcher of a site that belongs to a hub (docs/hub-newsrooms.md): beside the
 * language switcher, and built like it, a native disclosure (<details>) that opens without
 * JavaScript, by Enter or Space on its summary. Its panel is a labelled navigation: each market
 * by its name in the page's language (this site's first), and under it its languages, each
 * named in itself and linking to that language's home on the market's site; the page's market
 * and language are marked `aria-current`. It ends with the page of all markets. Nothing is shown
 * on a site of no hub, or of a hub with no other market to go to.
 *
 * It is the same on every page of a language, so it is rendered once per content version and
 * language (SharedMarkup, decision 15).
 */
export function MarketSwitcher() {
    const { markets } = usePageLanguage();
    if (markets.length === 0) return null;
    return (
        <SharedMarkup as="div" className="site-header__markets" cacheKey="market-switcher">
            <MarketDisclosure markets={markets} />
        </SharedMarkup>
    );
}

function MarketDisclosure({ markets }: { markets: readonly MarketOption[] }) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    const current = markets.find((option) => option.isCurrent);
    return (
        <details className="disclosure market-switcher">
            <summary className="disclosure__summary">
                <Icon name="pin" />
                <span className="visually-hidden">{t('header.market')}: </span>
                {current ? <MarketName option={current} /> : t('header.markets')}
                <Icon name="chevronDown" className="disclosure__chevron" />
            </summary>
            <nav className="disclosure__panel market-switcher__panel" aria-label={t('header.markets')}>
                <ul className="market-switcher__markets">
                    {markets.map((option) => (
                        <MarketEntry key={option.market.uuid} option={option} />
                    ))}
                </ul>
                <InternalLink
                    className="disclosure__link market-switcher__all"
                    to={urls.to.page(languageCode, 'markets')}
                >
                    {t('header.allMarkets')}
                </InternalLink>
            </nav>
        </details>
    );
}

/** One market: its name, which names the list of its languages under it. */
function MarketEntry({ option }: { option: MarketOption }) {
    const nameId = `market-switcher-${option.market.uuid}`;
    return (
        <li className="market-switcher__market">
            <span id={nameId} className="market-switcher__name" aria-current={option.isCurrent ? 'true' : undefined}>
                <MarketName option={option} />
            </span>
            <MarketLanguages
                option={option}
                labelledBy={nameId}
                className="market-switcher__languages"
                linkClassName="disclosure__link"
            />
        </li>
    );
}
