import { MarketLanguages } from '../components/MarketLanguages';
import { MarketName } from '../components/MarketName';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { SiteLayout } from '../layouts/SiteLayout';
import { type MarketOption, usePageLanguage, useSiteAddresses } from '../site-context';

/**
 * The hub's markets as tiles (docs/hub-newsrooms.md): each market's logo when it has one, its
 * name in the page's language and its languages as links to their homes on its site; this
 * site's market is marked. The same markets as the header's switcher, in the same order.
 */
export function MarketsPage({ markets }: { markets: readonly MarketOption[] }) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    return (
        <SiteLayout currentHref={urls.page(languageCode, 'markets')}>
            <div className="container section">
                <header className="page-header">
                    <h1 className="page-title">{t('markets.title')}</h1>
                </header>
                <ul className="markets-grid">
                    {markets.map((option) => (
                        <MarketCard key={option.market.uuid} option={option} />
                    ))}
                </ul>
            </div>
        </SiteLayout>
    );
}

function MarketCard({ option }: { option: MarketOption }) {
    const { t } = usePageLanguage();
    const { logo, uuid } = option.market;
    const nameId = `market-${uuid}`;
    return (
        <li className={option.isCurrent ? 'market-card market-card--current' : 'market-card'}>
            {/* The name under it says whose logo this is: the picture is not read out twice. */}
            {logo ? (
                <div className="market-card__logo">
                    <ResponsiveImage image={logo} alt="" width={240} sizes="15rem" className="market-card__image" />
                </div>
            ) : null}
            <h2 className="market-card__name" id={nameId} aria-current={option.isCurrent ? 'true' : undefined}>
                <MarketName option={option} />
            </h2>
            {option.isCurrent ? <p className="market-card__current">{t('markets.current')}</p> : null}
            <MarketLanguages
                option={option}
                labelledBy={nameId}
                className="market-card__languages"
                linkClassName="market-card__language"
            />
        </li>
    );
}
