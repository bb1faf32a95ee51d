import type { Response } from 'express';
import { createElement } from 'react';
import type { Story } from '../../../domain/content';
import { tagSlug } from '../../../domain/content/tag';
import { imageUrl } from '../../../domain/media/image-urls';
import { storyBlocks, storyPlainText } from '../../../domain/stories/story-blocks';
import { storyMediaFiles } from '../../../domain/stories/story-media';
import { isListed } from '../../../domain/stories/story-rules';
import { storyTranslationPath } from '../../../domain/stories/story-translations';
import { StoryPage } from '../../../views/pages/StoryPage';
import { contactLabels, storyBlockOptions } from '../../../views/story-publication-date';
import type { AppDeps } from '../../app-deps';
import {
    latestStoriesKey,
    storyCardsKeys,
    storyKey,
    storyListKey,
    storyShownKeys,
    tagKey,
} from '../../cache/surrogate-keys';
import { withBodyParsed } from '../../content/packed-bodies';
import { RouteAnswers } from '../../http/route-answers';
import { sendPage } from '../../render/send-page';
import { storyCards } from '../../render/story-cards';
import { requestContext } from '../../request-scope/request-context';
import { storyAtSlug } from './story-at-slug';
import { storyHead, storyPreviewHead } from './story-head';

/** The story page shows this many related stories; `LATEST_STORIES_WINDOW` is one more. */
const RELATED_STORIES = 3;

/**
 * `/{story slug}` (docs/product-rules.md §2.1). Published stories of every visibility and embargoed stories are
 * reachable; only public published ones are indexed (docs/product-rules.md §6.3). Mounted last among the pages:
 * a path that is no story falls through to the routes after it and then to the not-found page.
 */
export function storyRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('story', async (req, res, next) => {
        const { urls } = requestContext(res);
        const found = await storyAtSlug(res, deps, req.params.slug, urls.storyOf);
        if (!found) return next();
        if ('redirect' in found) return res.redirect(found.status, found.redirect);
        sendStoryPage(res, deps, found.story);
    });
    return routes;
}

/**
 * Sends a story's page in the request's language, which is the story's. `preview`: a story read
 * live for its preview (server/pages/story/story-preview.ts, docs/product-rules.md §2.20): said to be
 * one, never indexed nor cached, with no downloads (their addresses answer only for stories the
 * snapshot holds) and no analytics.
 */
export function sendStoryPage(res: Response, deps: AppDeps, story: Story, { preview = false } = {}): void {
    const context = requestContext(res);
    const { snapshot, language, urls, site } = context;
    const languageCode = language.code;
    const related = snapshot.stories.related(story, RELATED_STORIES);
    const image = story.header_image ?? story.thumbnail_image;
    const linked: string[] = [];
    const shown = withBodyParsed(story);
    sendPage(res, deps, {
        keys: () => [
            ...storyShownKeys(story),
            ...story.translations.map((translation) => storyKey(translation.uuid)),
            ...storyCardsKeys(related),
            // What decides which stories are related: the lists of the story's categories and
            // tags, and the newest few of the language that top them up.
            ...story.categories.map((category) => storyListKey(languageCode, category.id)),
            ...story.tags.map((name) => tagSlug(name)).flatMap((slug) => (slug ? [tagKey(slug)] : [])),
            latestStoriesKey(languageCode),
            ...linked,
        ],
        cache: preview ? 'private' : 'pages',
        head: preview ? storyPreviewHead(story) : storyHead(context, story, deps.config),
        languageTo: (candidate) =>
            storyTranslationPath(snapshot.stories, urls.to, story, candidate.code) ?? urls.to.home(candidate.code),
        page: createElement(StoryPage, {
            story: shown,
            preview,
            categories: snapshot.categories.ofStory(story, languageCode),
            tags: snapshot.tags.ofStory(story),
            mediaKitHref: !preview && storyMediaFiles(shown).length > 0 ? urls.mediaKitOf(story) : null,
            // Beside the page's address: its slug, or its link for a story answered there (decision 2).
            pdfHref: preview ? null : urls.storyPdfOf(story),
            plainText: storyPlainText(
                story.title,
                story.subtitle,
                storyBlocks(shown.content, storyBlockOptions(story, site)),
                contactLabels(site),
            ),
            related: storyCards(snapshot, related, languageCode),
            shareUrl: urls.absoluteUrls.storyOf(story),
            // Without an image of its own, the picture Prezly made for the story (its oEmbed thumbnail).
            shareImageUrl: image
                ? imageUrl(image, deps.config.assetsCdnUrl, 1200)
                : (story.oembed?.thumbnail_url ?? null),
            findContact: (uuid) => snapshot.contacts.all.find((contact) => contact.uuid === uuid),
            findStory: (uuid) => {
                linked.push(storyKey(uuid));
                const target = snapshot.stories.byUuid(uuid);
                if (!target) return undefined;
                if (!isListed(target)) return null;
                return {
                    title: target.title,
                    to: urls.to.storyOf(target),
                    summary: target.summary || target.subtitle,
                    thumbnail: target.thumbnail_image ?? target.header_image,
                    language: target.culture.code,
                };
            },
        }),
    });
}
