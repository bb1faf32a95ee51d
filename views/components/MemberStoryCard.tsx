import type { HubStory, UploadedImage } from '../../domain/content';
import { useNewsroomSettings } from '../site-context';
import { ResponsiveImage } from './ResponsiveImage';
import { StoryDate } from './StoryDate';

/** A hub member's story as the hub's home lists it (docs/hub-newsrooms.md): the story and its market. */
export interface MemberStoryCardModel {
    story: HubStory;
    market: {
        /** The market's name in the page's language. */
        name: string;
        logo: UploadedImage | null;
    };
}

/** Whether a listed card is a member's story (the others are the site's own). */
export const isMemberStoryCard = (item: object): item is MemberStoryCardModel =>
    'market' in item && (item as MemberStoryCardModel).market !== undefined;

/**
 * A member's story on the hub's home: drawn like the site's own cards, but its link goes to the
 * story on the member's site, and the member's name stands where categories would (a member's
 * categories are its own site's). Without a picture of its own, the market's logo stands in.
 */
export function MemberStoryCard({ item }: { item: MemberStoryCardModel }) {
    const { newsroom } = useNewsroomSettings();
    const { story, market } = item;
    const theme = newsroom.theme;
    const boxed = theme.story_card_variant === 'boxed';
    const image = story.thumbnail_image ?? market.logo;
    return (
        <article className={`story-card story-card--card story-card--member${boxed ? ' story-card--boxed' : ''}`}>
            <div className="story-card__media">
                {image ? (
                    <ResponsiveImage
                        image={image}
                        alt=""
                        width={600}
                        sizes="(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw"
                        className={story.thumbnail_image ? 'story-card__image' : 'story-card__image story-card__logo'}
                    />
                ) : (
                    <span className="story-card__placeholder" aria-hidden="true">
                        {market.name.slice(0, 1)}
                    </span>
                )}
            </div>
            <div className="story-card__body">
                <p className="story-card__market">{market.name}</p>
                <h3 className="story-card__title">
                    <a className="story-card__link" href={story.url}>
                        {story.title}
                    </a>
                </h3>
                {theme.show_subtitle && story.subtitle ? (
                    <p className="story-card__subtitle">{story.subtitle}</p>
                ) : null}
                {theme.show_date ? (
                    <p className="story-card__meta">
                        <StoryDate iso={story.published_at} />
                    </p>
                ) : null}
            </div>
        </article>
    );
}
