import type { LocalizedCategory, Story } from '../../domain/content';
import { useNewsroomSettings, usePageLanguage, useSiteAddresses } from '../site-context';
import { CategoryChips } from './CategoryChips';
import { Icon } from './Icon';
import { InternalLink } from './InternalLink';
import { ResponsiveImage } from './ResponsiveImage';
import { SharedMarkup } from './SharedMarkup';
import { StoryDate } from './StoryDate';

/** What a card shows: the story and its categories in the page's language. */
export interface StoryCardModel {
    story: Story;
    categories: LocalizedCategory[];
}

export interface StoryCardProps {
    item: StoryCardModel;
    /** `highlighted` is the home page's big card; `compact` is used for related stories. */
    variant?: 'highlighted' | 'card' | 'compact';
    headingLevel?: 2 | 3;
    /** The page's largest image: loaded eagerly. */
    priority?: boolean;
}

const IMAGE_WIDTHS = { highlighted: 1200, card: 600, compact: 480 } as const;
const IMAGE_SIZES = {
    highlighted: '(min-width: 75rem) 72rem, 100vw',
    card: '(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw',
    compact: '(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw',
} as const;

/**
 * A story in a list. The title link covers the whole card (a stretched ::after), so the card is
 * one click target and one tab stop, while category chips stay separately clickable on top.
 */
export function StoryCard({ item, variant = 'card', headingLevel = 3, priority = false }: StoryCardProps) {
    const { newsroom } = useNewsroomSettings();
    const fullWidth = variant === 'highlighted' && newsroom.theme.full_width_featured_story;
    // The theme's boxed cards frame the listed stories; the highlighted story stays as it is.
    const boxed = variant !== 'highlighted' && newsroom.theme.story_card_variant === 'boxed';
    const className = `story-card story-card--${variant}${fullWidth ? ' story-card--full-width' : ''}${
        boxed ? ' story-card--boxed' : ''
    }`;
    const content = <StoryCardContent item={item} variant={variant} headingLevel={headingLevel} priority={priority} />;
    // The page's largest image asks React for a preload link in the page's <head>; a shared
    // rendering would leave that link inside the card, so that one card is rendered in place.
    if (priority) return <article className={className}>{content}</article>;
    // Every other card is the same wherever it is listed (its categories come with the content
    // version), so it is rendered once and shared by the home, category, tag, search and story pages.
    return (
        <SharedMarkup
            as="article"
            className={className}
            cacheKey={`story-card ${item.story.uuid} ${variant} ${headingLevel}`}
        >
            {content}
        </SharedMarkup>
    );
}

function StoryCardContent({ item, variant, headingLevel, priority }: Required<StoryCardProps>) {
    const { t, company } = usePageLanguage();
    const { urls } = useSiteAddresses();
    const { newsroom } = useNewsroomSettings();
    const { story, categories } = item;
    const theme = newsroom.theme;
    const image = story.thumbnail_image ?? story.header_image;
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    return (
        <>
            <div className="story-card__media">
                {image ? (
                    <ResponsiveImage
                        image={image}
                        alt=""
                        width={IMAGE_WIDTHS[variant]}
                        sizes={IMAGE_SIZES[variant]}
                        priority={priority}
                        className="story-card__image"
                    />
                ) : (
                    <span className="story-card__placeholder" aria-hidden="true">
                        {(company.name || newsroom.display_name).slice(0, 1)}
                    </span>
                )}
            </div>
            <div className="story-card__body">
                <CategoryChips categories={categories} className="story-card__categories" />
                <Heading className="story-card__title">
                    <InternalLink className="story-card__link" to={urls.to.storyOf(story)}>
                        {story.title}
                    </InternalLink>
                </Heading>
                {theme.show_subtitle && (story.subtitle || story.summary) ? (
                    <p className="story-card__subtitle">{story.subtitle || story.summary}</p>
                ) : null}
                {(theme.show_date && story.published_at) || theme.show_read_more ? (
                    <p className="story-card__meta">
                        {theme.show_date && story.published_at ? <StoryDate iso={story.published_at} /> : null}
                        {theme.show_read_more ? (
                            <span className="story-card__read-more" aria-hidden="true">
                                {t('story.readMore')}
                                <Icon name="arrow" />
                            </span>
                        ) : null}
                    </p>
                ) : null}
            </div>
        </>
    );
}
