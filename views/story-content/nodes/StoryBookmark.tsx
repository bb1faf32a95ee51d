import { z } from 'zod';
import { directionOf, toHtmlLang } from '../../../domain/locale/locale-code';
import { InternalLink } from '../../components/InternalLink';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useSite } from '../../site-context';
import { classNames } from '../class-names';
import { CardLayoutSchema, NewTabSchema, parseNode } from '../schemas';
import { useStoryContentOptions } from '../story-content-context';

const StoryBookmarkSchema = z.looseObject({
    type: z.literal('story-bookmark'),
    story: z.looseObject({ uuid: z.string().min(1) }),
    layout: CardLayoutSchema,
    show_thumbnail: z.boolean().catch(true),
    new_tab: NewTabSchema,
});

/**
 * A card linking to another story of the newsroom. The page resolves the story (and decides
 * whether the visitor may reach it); without a resolver or a reachable story it renders nothing.
 */
export function StoryBookmark({ node }: { node: unknown }) {
    const { t, languageCode } = useSite();
    const { findStory } = useStoryContentOptions();
    const bookmark = parseNode(StoryBookmarkSchema, node);
    const story = bookmark && findStory ? findStory(bookmark.story.uuid) : null;
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
