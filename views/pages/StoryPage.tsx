import type { Story } from '../../domain/content';
import { CopyLinkButton } from '../components/CopyLinkButton';
import { SiteLayout } from '../layouts/SiteLayout';
import { useSite } from '../site-context';

export function StoryPage({ story }: { story: Story }) {
    const { urls } = useSite();
    return (
        <SiteLayout>
            <article className="container story">
                <h1>{story.title}</h1>
                {story.subtitle ? <p className="story__subtitle">{story.subtitle}</p> : null}
                <CopyLinkButton url={urls.story(story.culture.code, story.slug)} />
            </article>
        </SiteLayout>
    );
}
