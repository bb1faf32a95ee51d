import type { LocalizedCategory, LocalizedTag, Story } from '../../domain/content';
import { isShareable } from '../../domain/stories/story-rules';
import { Lightbox } from '../../islands/lightbox/island';
import { CategoryChips } from '../components/CategoryChips';
import { hasLightboxItems } from '../components/lightbox-item';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { ShareLinks, type ShareLinksProps } from '../components/ShareLinks';
import { StoryCard, type StoryCardModel } from '../components/StoryCard';
import { StoryDate } from '../components/StoryDate';
import { PreviewNotice, StoryNotice } from '../components/StoryNotice';
import { StoryTags } from '../components/StoryTags';
import { StoryTools } from '../components/StoryTools';
import { UpdatedOn } from '../components/UpdatedOn';
import { SiteLayout } from '../layouts/SiteLayout';
import { useNewsroomSettings, usePageLanguage, useSite } from '../site-context';
import { StoryContent } from '../story-content/StoryContent';
import type { StoryContentOptions } from '../story-content/story-content-context';
import { storyBlockOptions } from '../story-publication-date';

export interface StoryPageProps {
    story: Story;
    /** A story read live for its preview (docs/product-rules.md §2.20): says so, and is not tracked. */
    preview?: boolean;
    categories: LocalizedCategory[];
    /** The story's tags that have a page. */
    tags?: LocalizedTag[];
    /** The "Download all media" zip, when the story has images or attachments. */
    mediaKitHref?: string | null;
    /** The story as a PDF; none for a preview. */
    pdfHref: string | null;
    /** The story as plain text, for "Copy text". */
    plainText: string;
    /** Stories sharing a category or tag, topped up with the newest of the language. */
    related: StoryCardModel[];
    /** The story's absolute URL, for sharing. */
    shareUrl: string;
    /** An absolute image URL for networks that need a picture (Pinterest). */
    shareImageUrl: string | null;
    /** Resolves the stories that story-bookmark nodes in the body point to. */
    findStory?: StoryContentOptions['findStory'];
    /** Resolves the press contacts that contact nodes in the body name. */
    findContact?: StoryContentOptions['findContact'];
}

/** What both share bars show. */
type ShareProps = ShareLinksProps['share'];

/** One story: notice, header image, categories, title, subtitle, date, author, share, body. */
export function StoryPage({
    story,
    preview = false,
    categories,
    tags = [],
    mediaKitHref = null,
    pdfHref,
    plainText,
    related,
    shareUrl,
    shareImageUrl,
    findStory,
    findContact,
}: StoryPageProps) {
    const { newsroom } = useNewsroomSettings();
    const theme = newsroom.theme;
    const headerImage = <StoryHeaderImage story={story} />;
    // Private, confidential and embargoed stories say not to share them: no share bar. Nor has a
    // preview, whose story is not public yet.
    const share: ShareProps | null =
        !preview && isShareable(story)
            ? {
                  url: shareUrl,
                  title: story.title,
                  text: story.social_text,
                  summary: story.summary || story.subtitle,
                  imageUrl: shareImageUrl,
              }
            : null;
    return (
        <SiteLayout analyticsIds={{ story: story.uuid }} tracked={!preview}>
            <article className="story">
                <div className="container story__container">
                    {preview ? <PreviewNotice /> : <StoryNotice story={story} />}
                    {theme.header_image_placement === 'above' ? headerImage : null}
                    <StoryHeader story={story} categories={categories} share={share} />
                    {theme.header_image_placement === 'below' ? headerImage : null}
                    <StoryBody story={story} findStory={findStory} findContact={findContact} />
                    <StoryTags tags={tags} />
                    <StoryTools mediaKitHref={mediaKitHref} pdfHref={pdfHref} plainText={plainText} />
                    {share && theme.sharing_placement.includes('bottom') ? (
                        <footer className="story__footer">
                            <ShareLinks share={share} placement="bottom" />
                        </footer>
                    ) : null}
                </div>
            </article>
            {hasLightboxItems(story.content) ? <Lightbox /> : null}
            <RelatedStories related={related} />
        </SiteLayout>
    );
}

function StoryHeaderImage({ story }: { story: Story }) {
    const { newsroom } = useNewsroomSettings();
    if (!story.header_image) return null;
    return (
        <figure className={`story__header-image story__header-image--${newsroom.theme.header_image_placement}`}>
            <ResponsiveImage
                image={story.header_image}
                alt={story.header_image.caption ?? ''}
                width={1200}
                sizes="(min-width: 75rem) 72rem, 100vw"
                priority
            />
            {story.header_image.caption ? <figcaption dir="auto">{story.header_image.caption}</figcaption> : null}
        </figure>
    );
}

function StoryHeader({
    story,
    categories,
    share,
}: {
    story: Story;
    /** A story read live for its preview (docs/product-rules.md §2.20): says so, and is not tracked. */
    preview?: boolean;
    categories: LocalizedCategory[];
    share: ShareProps | null;
}) {
    const { t } = usePageLanguage();
    const { newsroom } = useNewsroomSettings();
    return (
        <header className="story__header">
            <CategoryChips categories={categories} className="story__categories" />
            <h1 className="story__title">{story.title}</h1>
            {story.subtitle ? <p className="story__subtitle">{story.subtitle}</p> : null}
            {story.published_at || story.author ? (
                <p className="story__meta">
                    {story.published_at ? <StoryDate iso={story.published_at} /> : null}
                    <UpdatedOn story={story} />
                    {story.author ? (
                        <span className="story__author">
                            {t('story.byAuthor', { author: story.author.display_name })}
                        </span>
                    ) : null}
                </p>
            ) : null}
            {share && newsroom.theme.sharing_placement.includes('top') ? (
                <ShareLinks share={share} placement="top" />
            ) : null}
        </header>
    );
}

/** The story's content; its date is formatted for body blocks that show it. */
function StoryBody({ story, findStory, findContact }: Pick<StoryPageProps, 'story' | 'findStory' | 'findContact'>) {
    const { publicationDate } = storyBlockOptions(story, useSite());
    return (
        <div className="story__body">
            <StoryContent
                document={story.content}
                findStory={findStory}
                findContact={findContact}
                publicationDate={publicationDate}
                referenced={story.referenced_entities}
            />
        </div>
    );
}

function RelatedStories({ related }: { related: StoryCardModel[] }) {
    const { t } = usePageLanguage();
    if (related.length === 0) return null;
    return (
        <section className="container section related" aria-labelledby="related-heading">
            <h2 className="section-title" id="related-heading">
                {t('story.relatedStories')}
            </h2>
            <ul className="story-grid story-grid--grid story-grid--related">
                {related.map((item) => (
                    <li key={item.story.uuid} className="story-grid__item">
                        <StoryCard item={item} variant="compact" />
                    </li>
                ))}
            </ul>
        </section>
    );
}
