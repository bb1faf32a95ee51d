import { useNewsroomSettings, usePageLanguage, useSiteAddresses } from '../site-context';
import { InternalLink } from './InternalLink';
import { ResponsiveImage } from './ResponsiveImage';

/** The newsroom's logo (sized by theme.logo_size through --logo-height), or its name. */
export function SiteBrand({ currentHref }: { currentHref?: string }) {
    const { languageCode, company } = usePageLanguage();
    const { urls } = useSiteAddresses();
    const { newsroom } = useNewsroomSettings();
    const name = company.name || newsroom.display_name;
    const home = urls.home(languageCode);
    const logo = newsroom.newsroom_logo;
    return (
        <InternalLink
            className={`brand brand--${newsroom.theme.logo_size}`}
            to={urls.to.home(languageCode)}
            aria-current={home === currentHref ? 'page' : undefined}
        >
            {logo ? (
                <ResponsiveImage image={logo} alt={name} width={320} sizes="20rem" priority className="brand__logo" />
            ) : (
                <span className="brand__name" dir="auto">
                    {name}
                </span>
            )}
        </InternalLink>
    );
}
