import type { LocalizedCategory } from '../../domain/content';
import { FollowOnMastodon } from '../components/FollowOnMastodon';
import type { FollowedActor } from '../components/MastodonFollowForm';
import { StoryList, type StoryListProps } from '../components/StoryList';
import { SiteLayout } from '../layouts/SiteLayout';
import { usePageLanguage, useSiteAddresses } from '../site-context';

export interface CategoryPageProps {
    category: LocalizedCategory;
    list: StoryListProps;
    pageCount: number;
    /** The category's fediverse actor, for "Follow on Mastodon"; null with federation off. */
    follow: FollowedActor | null;
}

/**
 * A category: its name and description, its stories paged like the home page, and how to
 * follow just this category from Mastodon.
 */
export function CategoryPage({ category, list, pageCount, follow }: CategoryPageProps) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    return (
        <SiteLayout currentHref={urls.category(languageCode, category.slug)}>
            <div className="container section">
                <header className="page-header">
                    <p className="page-header__eyebrow">{t('header.categories')}</p>
                    <h1 className="page-title">{category.name}</h1>
                    {category.description ? <p className="page-header__lead">{category.description}</p> : null}
                    {list.page > 1 ? (
                        <p className="page-header__meta">{t('meta.pageOf', { page: list.page, total: pageCount })}</p>
                    ) : null}
                </header>
                {list.items.length > 0 ? (
                    <section aria-labelledby="category-stories-heading">
                        {/* Names the list for the outline: h1, then this h2, then the cards' h3. */}
                        <h2 className="visually-hidden" id="category-stories-heading">
                            {t('home.allStories')}
                        </h2>
                        <StoryList {...list} labelledBy="category-stories-heading" />
                    </section>
                ) : (
                    <p className="empty-state__subtitle">{t('category.empty')}</p>
                )}
                <FollowOnMastodon actor={follow} />
            </div>
        </SiteLayout>
    );
}
