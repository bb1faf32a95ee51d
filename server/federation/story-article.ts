import type { Context } from '@fedify/fedify';
import {
    Announce,
    Article,
    Create,
    Delete,
    Hashtag,
    Image,
    LanguageString,
    Link,
    Note,
    PUBLIC_COLLECTION,
    Tombstone,
    Update,
} from '@fedify/fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { Story } from '../../domain/content';
import { checkedImage } from '../../domain/content/checked-uploads';
import { categoryActor, categoryIdOfActor, NEWSROOM_ACTOR } from '../../domain/federation/federation-paths';
import { toHtmlLang } from '../../domain/locale/locale-code';
import { MediaImage } from '../../domain/media/image-urls';
import { storyMediaFiles } from '../../domain/stories/story-media';
import { isListed } from '../../domain/stories/story-rules';
import type { ContentSnapshot } from '../content/content-snapshot';
import { type SiteAddress, siteUrlsOf } from '../content/snapshot-urls';
import { articleHtml } from './article-html';
import { escapeHtml } from './escape-html';
import type { FederationData } from './federation-data';

/** Mastodon shows four pictures of a post; more would be dropped there anyway. */
const MAX_ATTACHMENTS = 4;
/** The preview's text: a post's length on most servers, with room for the link and hashtags. */
const PREVIEW_TEXT = 300;

export interface ArticleSettings {
    site: SiteAddress;
    cdnUrl: string;
}

/**
 * The story a follower may receive or fetch, by uuid: listed ones only (published and public, in a
 * language the site serves: domain/stories/story-rules.ts). Never an embargoed, private or
 * confidential story, whatever asks (docs/federation.md).
 */
export function federatedStory(snapshot: ContentSnapshot, uuid: string): Story | null {
    const story = snapshot.stories.byUuid(uuid);
    return story && isListed(story) && snapshot.languages.byCode(story.culture.code) ? story : null;
}

/** The actors a story reaches: the newsroom's, and each of its categories' that has an actor. */
export function storyCategoryActors(story: Story): string[] {
    return story.categories.map(({ id }) => categoryActor(id));
}

/**
 * A story as an ActivityPub Article (docs/federation.md, "What a follower receives"): title,
 * summary, the sanitised body, its page's address, language, published and updated times,
 * pictures with their alt text, tags as hashtags linking to our tag pages, and a short Note as
 * its preview, which servers that shrink Articles to a title and a link can show instead.
 */
export function storyArticle(
    ctx: Context<FederationData>,
    snapshot: ContentSnapshot,
    story: Story,
    settings: ArticleSettings,
): Article {
    const urls = siteUrlsOf(snapshot, settings.site);
    const language = toHtmlLang(story.culture.code);
    const pageUrl = urls.absoluteUrls.storyOf(story);
    const hashtags = snapshot.tags.ofStory(story).flatMap((tag) => {
        const name = hashtagName(tag.name);
        return name ? [new Hashtag({ name, href: new URL(urls.absoluteUrls.tag(story.culture.code, tag.slug)) })] : [];
    });
    const attachments = storyPictures(story, settings.cdnUrl);
    const summary = story.subtitle || story.summary;
    const newsroom = ctx.getActorUri(NEWSROOM_ACTOR);
    const body = articleHtml(story.content, snapshot.newsroom.url);
    const preview = previewHtml(story, pageUrl, hashtags);
    const audience = {
        to: PUBLIC_COLLECTION,
        ccs: [
            ctx.getFollowersUri(NEWSROOM_ACTOR),
            ...storyCategoryActors(story)
                .filter((identifier) => snapshot.categories.byId(categoryIdOfActor(identifier) ?? Number.NaN))
                .map((identifier) => ctx.getFollowersUri(identifier)),
        ],
    };
    const published = instant(story.published_at ?? story.updated_at);
    const updated = instant(story.updated_at);
    return new Article({
        id: ctx.getObjectUri(Article, { uuid: story.uuid }),
        attribution: newsroom,
        ...audience,
        names: [story.title, new LanguageString(story.title, language)],
        summary: summary || null,
        contents: [body, new LanguageString(body, language)],
        url: new Link({ href: new URL(pageUrl), mediaType: 'text/html' }),
        published,
        updated: updated.epochMilliseconds > published.epochMilliseconds ? updated : null,
        attachments,
        tags: hashtags,
        sensitive: false,
        preview: new Note({
            attribution: newsroom,
            ...audience,
            contents: [preview, new LanguageString(preview, language)],
            url: new URL(pageUrl),
            published,
            attachments: attachments.slice(0, 1),
            tags: hashtags,
        }),
    });
}

/** `Create` of a story's Article, by the newsroom: what a story becoming public sends. */
export function createActivity(ctx: Context<FederationData>, article: Article, story: Story): Create {
    return new Create({
        id: activityId(ctx, story, 'create', story.updated_at),
        actor: ctx.getActorUri(NEWSROOM_ACTOR),
        tos: article.toIds,
        ccs: article.ccIds,
        published: article.published,
        object: article,
    });
}

/** `Update` of a story's Article: an edit of a public story. */
export function updateActivity(ctx: Context<FederationData>, article: Article, story: Story): Update {
    return new Update({
        id: activityId(ctx, story, 'update', story.updated_at),
        actor: ctx.getActorUri(NEWSROOM_ACTOR),
        tos: article.toIds,
        ccs: article.ccIds,
        updated: instant(story.updated_at),
        object: article,
    });
}

/**
 * `Announce` of the newsroom's Article by one of its categories' actors: how a journalist who
 * follows only "Wind" sees the story in their timeline (Mastodon shows a post of an account one
 * does not follow only when an account one follows boosts it).
 */
export function announceActivity(
    ctx: Context<FederationData>,
    article: Article,
    story: Story,
    categoryIdentifier: string,
): Announce {
    return new Announce({
        id: new URL(
            `#announce/${story.uuid}/${encodeURIComponent(story.updated_at)}`,
            ctx.getActorUri(categoryIdentifier),
        ),
        actor: ctx.getActorUri(categoryIdentifier),
        to: PUBLIC_COLLECTION,
        cc: ctx.getFollowersUri(categoryIdentifier),
        published: article.published,
        object: article.id,
    });
}

/**
 * `Delete` of a story that is no longer public (unpublished, deleted, made private or
 * confidential): a Tombstone at its object's address, which then answers 404.
 */
export function deleteActivity(ctx: Context<FederationData>, uuid: string, at: Date): Delete {
    const id = ctx.getObjectUri(Article, { uuid });
    return new Delete({
        id: new URL(`#delete/${at.getTime()}`, id),
        actor: ctx.getActorUri(NEWSROOM_ACTOR),
        to: PUBLIC_COLLECTION,
        cc: ctx.getFollowersUri(NEWSROOM_ACTOR),
        object: new Tombstone({ id, formerType: Article, deleted: instant(at.toISOString()) }),
    });
}

function activityId(ctx: Context<FederationData>, story: Story, verb: string, version: string): URL {
    return new URL(`#${verb}/${encodeURIComponent(version)}`, ctx.getObjectUri(Article, { uuid: story.uuid }));
}

/**
 * A tag as a hashtag: words joined in camel case (`wind power` → `#WindPower`), compatibility
 * forms folded (`CO₂` → `#CO2`), as Mastodon takes letters, marks, decimal digits and `_` only;
 * null when nothing is left.
 */
export function hashtagName(tag: string): string | null {
    const words = tag
        .normalize('NFKC')
        .split(/[^\p{L}\p{M}\p{Nd}_]+/u)
        .filter(Boolean);
    if (words.length === 0) return null;
    const joined =
        words.length === 1 ? words[0]! : words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
    return `#${joined.slice(0, 100)}`;
}

/** The story's pictures with their alt text (header first), each at its original address. */
function storyPictures(story: Story, cdnUrl: string): Image[] {
    return storyMediaFiles(story)
        .filter((file) => file.kind === 'image')
        .slice(0, MAX_ATTACHMENTS)
        .flatMap(({ file, caption }) => {
            const image = checkedImage(file);
            if (!image) return [];
            return [
                new Image({
                    url: new URL(MediaImage.of(image, cdnUrl).url),
                    mediaType: image.mime_type,
                    name: caption ?? image.caption ?? story.title,
                    width: image.original_width,
                    height: image.original_height,
                }),
            ];
        });
}

/** The preview Note's text: the title, the summary cut to a post's length, the link, the hashtags. */
function previewHtml(story: Story, pageUrl: string, hashtags: Hashtag[]): string {
    const lead = story.subtitle || story.summary;
    const text = lead.length > PREVIEW_TEXT ? `${lead.slice(0, PREVIEW_TEXT - 1).trimEnd()}…` : lead;
    const tags = hashtags
        .map(
            (tag) =>
                `<a href="${escapeHtml(tag.href?.href ?? '')}" class="mention hashtag" rel="tag">${escapeHtml(tag.name?.toString() ?? '')}</a>`,
        )
        .join(' ');
    return [
        `<p><strong>${escapeHtml(story.title)}</strong></p>`,
        text ? `<p>${escapeHtml(text)}</p>` : '',
        `<p><a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p>`,
        tags ? `<p>${tags}</p>` : '',
    ].join('');
}

function instant(iso: string): Temporal.Instant {
    return Temporal.Instant.from(iso);
}
