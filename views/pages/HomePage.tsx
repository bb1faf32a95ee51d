import type { Contact, LocalizedCategory } from '../../domain/content';
import { AboutCompany } from '../components/AboutCompany';
import { ContactsSection } from '../components/ContactsSection';
import { FeaturedCategories } from '../components/FeaturedCategories';
import { FollowOnMastodon } from '../components/FollowOnMastodon';
import { type MarketTile, MarketTiles } from '../components/MarketTiles';
import type { FollowedActor } from '../components/MastodonFollowForm';
import { StoryCard, type StoryCardModel } from '../components/StoryCard';
import { StoryList, type StoryListProps } from '../components/StoryList';
import { SubscribeForm } from '../components/SubscribeForm';
import { SiteLayout } from '../layouts/SiteLayout';
import { useNewsroomSettings, usePageLanguage, useSiteAddresses } from '../site-context';

export interface HomePageProps {
    highlighted: StoryCardModel | null;
    /** Which list `list` is: the latest stories (without the highlighted one) or all stories. */
    kind: 'latest' | 'all';
    list: StoryListProps;
    /** Page 1 only: the first page of all stories, shown after the latest ones. */
    allStories: StoryListProps | null;
    pageCount: number;
    featuredCategories: LocalizedCategory[];
    contacts: Contact[];
    /** A hub's home, page 1: its markets (docs/hub-newsrooms.md); empty elsewhere. */
    marketTiles: MarketTile[];
    /** Page 1: the newsroom's fediverse actor, for "Follow on Mastodon"; null with federation off. */
    follow: FollowedActor | null;
}

/**
 * The home page (docs/product-rules.md §2.6). Page 1 shows the highlighted story, the latest stories, featured
 * categories, all stories, the subscription form, contacts and the about-company block; later
 * pages (the no-JavaScript "Load more" of either list) show one more page of that list.
 */
export function HomePage(props: HomePageProps) {
    const { languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    return (
        <SiteLayout currentHref={urls.home(languageCode)}>
            {props.list.page > 1 ? <LaterHomePage {...props} /> : <FirstHomePage {...props} />}
        </SiteLayout>
    );
}

/** Page 2 and later: one more page of the list the visitor was reading. */
function LaterHomePage({ kind, list, pageCount }: HomePageProps) {
    const { t } = usePageLanguage();
    return (
        <div className="container section">
            <header className="page-header">
                <h1 className="page-title">{t(kind === 'all' ? 'home.allStories' : 'home.latestStories')}</h1>
                <h2 className="page-header__meta">{t('meta.pageOf', { page: list.page, total: pageCount })}</h2>
            </header>
            <StoryList {...list} />
        </div>
    );
}

function FirstHomePage({
    highlighted,
    list,
    allStories,
    featuredCategories,
    contacts,
    marketTiles,
    follow,
}: HomePageProps) {
    const { t } = usePageLanguage();
    const { newsroom } = useNewsroomSettings();
    return (
        <>
            <HomeTitle isEmpty={!highlighted && list.items.length === 0 && marketTiles.length === 0} />
            <MarketTiles tiles={marketTiles} />
            {highlighted ? (
                <section className="container highlighted" aria-label={t('home.highlightedStory')}>
                    <StoryCard item={highlighted} variant="highlighted" headingLevel={2} priority />
                </section>
            ) : null}
            {list.items.length > 0 ? (
                <section className="container section" aria-labelledby="latest-stories-heading">
                    <h2 className="section-title" id="latest-stories-heading">
                        {t('home.latestStories')}
                    </h2>
                    <StoryList {...list} labelledBy="latest-stories-heading" listId="latest-stories-list" />
                </section>
            ) : null}
            {newsroom.theme.show_featured_categories ? (
                <div className="container">
                    <FeaturedCategories categories={featuredCategories} />
                </div>
            ) : null}
            {allStories && allStories.items.length > 0 ? (
                <section className="container section" aria-labelledby="all-stories-heading">
                    <h2 className="section-title" id="all-stories-heading">
                        {t('home.allStories')}
                    </h2>
                    <StoryList {...allStories} labelledBy="all-stories-heading" listId="all-stories-list" />
                </section>
            ) : null}
            <HomeFooterBlocks contacts={contacts} follow={follow} />
        </>
    );
}

/** The page's heading: visible and explained when the newsroom has no story yet, else for screen readers. */
function HomeTitle({ isEmpty }: { isEmpty: boolean }) {
    const { t, company } = usePageLanguage();
    const { newsroom } = useNewsroomSettings();
    const name = company.name || newsroom.display_name;
    if (!isEmpty) return <h1 className="visually-hidden">{t('meta.homeTitle', { newsroom: name })}</h1>;
    return (
        <section className="container empty-state">
            <h1 className="empty-state__title">{t('home.emptyTitle', { newsroom: name })}</h1>
            <p className="empty-state__subtitle">{t('home.emptySubtitle')}</p>
        </section>
    );
}

/** Subscription form, "Follow on Mastodon", contacts and the about-company block, after the stories. */
function HomeFooterBlocks({ contacts, follow }: { contacts: Contact[]; follow: FollowedActor | null }) {
    const { newsroom } = useNewsroomSettings();
    return (
        <>
            {newsroom.is_subscription_form_enabled ? (
                <div className="band">
                    <div className="container">
                        <SubscribeForm />
                    </div>
                </div>
            ) : null}
            {follow ? (
                <div className="container section">
                    <FollowOnMastodon actor={follow} />
                </div>
            ) : null}
            {contacts.length > 0 ? (
                <div className="container">
                    <ContactsSection contacts={contacts} />
                </div>
            ) : null}
            <div className="container section">
                <AboutCompany />
            </div>
        </>
    );
}
