import { z } from 'zod';
import { directionOf, toHtmlLang } from '../../../domain/locale/locale-code';
import { InternalLink } from '../../components/InternalLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useNewsroomSettings, usePageLanguage, useSiteAddresses } from '../../site-context';
import { classNames } from '../class-names';
import { safeWebUrl } from '../safe-url';
import { CardLayoutSchema, NewTabSchema, parseNode } from '../schemas';
import { useStoryContentOptions } from '../story-content-context';
import { BookmarkCard } from './BookmarkCard';

const StoryBookmarkSchema = z.looseObject({
    type: z.literal('story-bookmark'),
    story: z.looseObject({ uuid: z.string().min(1) }),
    layout: CardLayoutSchema,
    show_thumbnail: z.boolean().catch(true),
    new_tab: NewTabSchema,
});

/**
 * A card linking to another story. The page resolves a story of the site (and decides whether
 * the visitor may reach it); a story the site does not have (another newsroom's) is shown from
 * the card Prezly sent with the body (`referenced_entities`). Otherwise it renders nothing.
 */
export function StoryBookmark({ node }: { node: unknown }) {
    const { t, languageCode } = usePageLanguage();
    const { findStory } = useStoryContentOptions();
    const bookmark = parseNode(StoryBookmarkSchema, node);
    const story = bookmark && findStory ? findStory(bookmark.story.uuid) : null;
    if (bookmark && story === undefined) return <ReferencedStoryBookmark bookmark={bookmark} />;
    if (!bookmark || !story) return null;
    const thumbnail = bookmark.show_thumbnail ? story.thumbnail : null;
    // A story in another language than the page's says which: its direction, and for screen readers.
    const language =
        story.language === languageCode ? {} : { lang: toHtmlLang(story.language), dir: directionOf(story.language) };
    return (
        <div className="content-bookmark-block">
            <InternalLink
                className={classNames('content-bookmark', `content-bookmark--${bookmark.layout}`)}
                to={story.to}
                target={bookmark.new_tab ? '_blank' : undefined}
                rel={bookmark.new_tab ? 'noopener noreferrer' : undefined}
            >
                {thumbnail ? (
                    <ResponsiveImage
                        className="content-bookmark__thumbnail"
                        image={thumbnail}
                        alt=""
                        width={bookmark.layout === 'vertical' ? 720 : 240}
                        sizes={bookmark.layout === 'vertical' ? '(min-width: 48rem) 45rem, 100vw' : '15rem'}
                    />
                ) : null}
                <span className="content-bookmark__text">
                    <span className="content-bookmark__title" {...language}>
                        {story.title}
                    </span>
                    {story.summary ? (
                        <span className="content-bookmark__description" {...language}>
                            {story.summary}
                        </span>
                    ) : null}
                    <span className="content-bookmark__provider">{t('story.readMore')}</span>
                    {bookmark.new_tab ? <span className="visually-hidden"> {t('story.opensInNewTab')}</span> : null}
                </span>
            </InternalLink>
        </div>
    );
}

/**
 * A story the site does not have, as Prezly describes it beside the body: a card to its page,
 * unless that page is on this newsroom's own address (a story the site does not serve, such as
 * a draft, whose card must not show) or the site's.
 */
function ReferencedStoryBookmark({ bookmark }: { bookmark: z.infer<typeof StoryBookmarkSchema> }) {
    const { siteUrl } = useSiteAddresses();
    const { newsroom } = useNewsroomSettings();
    const { referenced } = useStoryContentOptions();
    const card = referenced?.stories[bookmark.story.uuid];
    const href = safeWebUrl(card?.url);
    if (!card || !href) return null;
    const origin = new URL(href).origin;
    if ([newsroom.url, siteUrl].some((own) => new URL(own).origin === origin)) return null;
    return (
        <div className="content-bookmark-block">
            <BookmarkCard
                href={href}
                oembed={{ ...card, type: 'link' }}
                layout={bookmark.layout}
                showThumbnail={bookmark.show_thumbnail}
                newTab={bookmark.new_tab}
            />
        </div>
    );
}
