import type { Story } from '../../domain/content';
import { SiteLayout } from '../layouts/SiteLayout';
import { useSite } from '../site-context';

export interface HomePageProps {
    stories: Story[];
}

export function HomePage({ stories }: HomePageProps) {
    const { t, urls, newsroom } = useSite();
    return (
        <SiteLayout>
            <div className="container">
                {stories.length === 0 ? (
                    <section className="empty-state">
                        <h1>{t('home.emptyTitle', { newsroom: newsroom.display_name })}</h1>
                        <p>{t('home.emptySubtitle')}</p>
                    </section>
                ) : (
                    <>
                        <h1>{t('home.latestStories')}</h1>
                        <ul className="story-list">
                            {stories.map((story) => (
                                <li key={story.uuid}>
                                    <a href={urls.story(story.culture.code, story.slug)}>{story.title}</a>
                                </li>
                            ))}
                        </ul>
                    </>
                )}
            </div>
        </SiteLayout>
    );
}
