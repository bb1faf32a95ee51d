import type { UploadedImage } from '../../domain/content';
import { usePageLanguage } from '../site-context';
import { ResponsiveImage } from './ResponsiveImage';

/** A hub member as its tile shows it: its name in the page's language, its site, its logo. */
export interface MarketTile {
    uuid: string;
    name: string;
    url: string;
    logo: UploadedImage | null;
}

/**
 * The hub's markets on its home (docs/hub-newsrooms.md): one tile per active member, its logo
 * (or its name when it has none) linking to the member's own site. The name is always the
 * link's text, so a logo needs no alternative text of its own.
 */
export function MarketTiles({ tiles }: { tiles: readonly MarketTile[] }) {
    const { t } = usePageLanguage();
    if (tiles.length === 0) return null;
    return (
        <section className="container section market-tiles" aria-labelledby="market-tiles-heading">
            <h2 className="section-title" id="market-tiles-heading">
                {t('home.markets')}
            </h2>
            <ul className="market-tiles__list">
                {tiles.map((tile) => (
                    <li key={tile.uuid} className="market-tiles__item">
                        <a className="market-tile" href={tile.url}>
                            {tile.logo ? (
                                <ResponsiveImage
                                    image={tile.logo}
                                    alt=""
                                    width={160}
                                    sizes="10rem"
                                    className="market-tile__logo"
                                />
                            ) : null}
                            <span className="market-tile__name">{tile.name}</span>
                        </a>
                    </li>
                ))}
            </ul>
        </section>
    );
}
