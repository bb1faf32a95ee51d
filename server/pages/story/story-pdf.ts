import { readFile } from 'node:fs/promises';
import { create as contentDisposition } from 'content-disposition';
import type { NextFunction, Request, Response } from 'express';
import type { Story } from '../../../domain/content';
import { sanitizeFileName } from '../../../domain/media/filename';
import { isListed } from '../../../domain/stories/story-rules';
import type { SiteDeps } from '../../app-deps';
import { sendCacheable } from '../../cache/send-cacheable';
import { CONTACTS_KEY, languageKey, storyShownKeys } from '../../cache/surrogate-keys';
import { withBodyParsed } from '../../content/packed-bodies';
import { pathParam } from '../../http/express-path';
import { RouteAnswers } from '../../http/route-answers';
import { createMediaFiles } from '../../media/media-files';
import { PAGE_CACHE_CONTROL } from '../../render/send-page';
import { requestContext } from '../../request-scope/request-context';
import { fetchStoryImages } from '../../story-pdf/fetch-story-images';
import { renderStoryPdf } from '../../story-pdf/render-story-pdf';
import { storyPdfImages, storyPdfInput } from '../../story-pdf/story-pdf-facts';
import { answerAtLink, linkedStory } from './linked-story';
import { isOwnSlug, storyAtSlug } from './story-at-slug';

/**
 * `{story url}.pdf` (docs/product-rules.md §2.14): the story as a tagged PDF, for every story its
 * link reaches, exactly like its page: listed stories, and private, confidential and embargoed
 * ones for whoever has the link (those with `X-Robots-Tag: noindex`, as their page); beside the
 * page's address, so `/s/{uuid}.pdf` for a story answered at its link (decision 2). Drafts,
 * scheduled and unknown stories fall through to the not-found page. A PDF takes about half a
 * second to make, so it is kept in the page cache under the story's surrogate keys and a change
 * of the story, the contacts or the language's boilerplate evicts it with the page. Making one
 * counts against the client's RATE_LIMIT_PDF; a PDF the page cache holds is answered before
 * Express, and one being made for another request is shared, so neither counts
 * (docs/deploying.md, "Limits").
 */
export function storyPdfRoutes(deps: SiteDeps): RouteAnswers {
    const routes = new RouteAnswers();
    const media = createMediaFiles(() => deps.content.mediaDirectory);
    deps.content.subscribe(() => media.clear());
    /** The files source has the originals on disk: no request to our own CDN. */
    const readLocal = async (uuid: string): Promise<Uint8Array | null> => {
        const [stored] = await media.list(uuid);
        return stored ? readFile(stored.path) : null;
    };
    /** PDFs being made, by content version and story: concurrent first requests share one. */
    const making = new Map<string, Promise<Buffer>>();

    routes.get('storyPdf', async (req, res, next) => {
        const file = pathParam(req.params, 'slug');
        if (isOwnSlug(res, file, '.pdf')) return next();
        const found = await storyAtSlug(res, deps, file, requestContext(res).urls.storyPdfOf);
        if (!found) return next();
        if ('redirect' in found) return res.redirect(found.status, found.redirect);
        await sendPdf(req, res, next, found.story);
    });
    // `/s/{uuid}.pdf`: the PDF of a story answered at its link (a confidential one's, for whoever
    // has its secret link), made, kept and counted as at a slug.
    routes.get('storyLinkPdf', async (req, res, next) => {
        const found = linkedStory(res, pathParam(req.params, 'uuid'));
        if (!found) return next();
        const { urls } = requestContext(res);
        await answerAtLink(res, found, urls.storyPdfOf, () => sendPdf(req, res, next, found.story));
    });

    /** The story's PDF in the request's language, which is the story's. */
    async function sendPdf(req: Request, res: Response, next: NextFunction, story: Story): Promise<void> {
        const { snapshot, language, site } = requestContext(res);
        const key = `${snapshot.version}:${story.uuid}`;
        let pdf = making.get(key);
        // Only a PDF to make counts; while the count waits (on Redis), another request may start it.
        if (!pdf && !(await deps.limits.admit('pdf', req, res))) return;
        pdf ??= making.get(key);
        if (!pdf) {
            const shown = withBodyParsed(story);
            pdf = fetchStoryImages(storyPdfImages(shown, deps.config.assetsCdnUrl), {
                timeoutMs: deps.config.PREZLY_TIMEOUT_MS,
                logger: deps.logger,
                readLocal: deps.content.mediaDirectory ? readLocal : undefined,
            })
                .then((images) =>
                    renderStoryPdf(storyPdfInput(site, shown, snapshot.contacts.shownIn(language.code), images)),
                )
                .finally(() => making.delete(key));
            making.set(key, pdf);
        }
        try {
            const body = await pdf;
            sendCacheable(req, res, deps.pageCache ?? null, snapshot.version, {
                contentType: 'application/pdf',
                body,
                cacheControl: PAGE_CACHE_CONTROL,
                headers: {
                    // The package writes names outside ISO-8859-1 (Arabic, Greek slugs) as RFC 6266's filename*.
                    'Content-Disposition': contentDisposition(`${sanitizeFileName(story.slug)}.pdf`, {
                        type: 'inline',
                    }),
                    ...(isListed(story) ? {} : { 'X-Robots-Tag': 'noindex' }),
                },
                keys: [...storyShownKeys(story), CONTACTS_KEY, languageKey(language.code)],
            });
        } catch (error) {
            next(error);
        }
    }
    return routes;
}
