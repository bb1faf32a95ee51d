import type { NextFunction, Request, Response } from 'express';
import type { Story } from '../../../domain/content';
import { formatDate } from '../../../domain/dates/format-date';
import { fileDownloadUrl } from '../../../domain/media/file-urls';
import { sanitizeFileName } from '../../../domain/media/filename';
import { type StoryMediaFile, storyMediaFiles } from '../../../domain/stories/story-media';
import { isListed } from '../../../domain/stories/story-rules';
import { storyAbsoluteUrl } from '../../../domain/urls';
import { siteDateOptions } from '../../../views/story-publication-date';
import type { AppDeps } from '../../app-deps';
import { withBodyParsed } from '../../content/packed-bodies';
import { pathParam } from '../../http/express-path';
import { RouteAnswers } from '../../http/route-answers';
import { createZipStream, type ZipEntry, type ZipStream } from '../../media/gallery-zip';
import { createMediaFiles } from '../../media/media-files';
import {
    type FetchedFile,
    fetchKitFiles,
    type KitFileSource,
    kitEntryName,
    localKitFiles,
    README_NAME,
    remoteKitFiles,
} from '../../media/media-kit-files';
import { mediaKitReadme, storyNoticeText } from '../../media/media-kit-readme';
import { sendErrorPage } from '../../render/send-error-page';
import { requestContext } from '../../request-scope/request-context';
import { answerAtLink, linkedStory } from './linked-story';
import { storyAtSlug } from './story-at-slug';

/** A story can change under the same address: an hour, like a page that is seldom edited. */
const MEDIA_KIT_CACHE_CONTROL = 'public, max-age=3600';
/** When the assets CDN gave nothing, a journalist may try again in a minute. */
const RETRY_AFTER_SECONDS = 60;

/**
 * `{story url}/media-kit.zip`: everything a journalist needs from a story in one download. Any
 * story a visitor can open by its link has one when it shows images or attachments; stories that
 * are not listed are not indexed here either. Beside the page's address: `/s/{uuid}/media-kit.zip`
 * for a story answered at its link (decision 2). Every file is fetched before the answer starts
 * (server/media/media-kit-files.ts): a file that cannot be had is left out and named in the
 * README, and when none can be had the answer is the server-error page (503), never an archive
 * that does not open (docs/media.md).
 */
export function mediaKitRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    const media = createMediaFiles(() => deps.content.mediaDirectory);
    deps.content.subscribe(() => media.clear());
    const source = (): KitFileSource =>
        deps.content.mediaDirectory
            ? localKitFiles(media)
            : remoteKitFiles(deps.config.assetsCdnUrl, deps.config.PREZLY_TIMEOUT_MS);

    routes.get('mediaKit', async (req, res, next) => {
        const found = await storyAtSlug(res, deps, pathParam(req.params, 'slug'), requestContext(res).urls.mediaKitOf);
        if (!found) return next();
        if ('redirect' in found) return res.redirect(found.status, found.redirect);
        await sendMediaKit(req, res, next, found.story);
    });
    // `/s/{uuid}/media-kit.zip`: the media kit of a story answered at its link (a confidential
    // one's, for whoever has its secret link), the same archive as at a slug.
    routes.get('storyLinkMediaKit', async (req, res, next) => {
        const found = linkedStory(res, pathParam(req.params, 'uuid'));
        if (!found) return next();
        const { urls } = requestContext(res);
        await answerAtLink(res, found, urls.mediaKitOf, () => sendMediaKit(req, res, next, found.story));
    });

    /** The story's media kit in the request's language, which is the story's; none without files. */
    async function sendMediaKit(req: Request, res: Response, next: NextFunction, story: Story): Promise<void> {
        const items = storyMediaFiles(withBodyParsed(story));
        if (items.length === 0) return next();
        const files = source();
        // Downloaded copies live as long as the answer: sent, refused or abandoned half-way.
        res.once('close', () => void files.release());
        try {
            const fetched = await fetchKitFiles(items, files);
            for (const [item, result] of fetched) {
                if (!result.ok)
                    deps.logger.warn(`Media kit of ${story.slug}: ${item.file.filename} left out (${result.reason})`);
            }
            if (![...fetched.values()].some((result) => result.ok)) return sendUnavailable(res, deps);
            send(req, res, { story, kit: await buildKit(res, deps, story, fetched), deps });
        } catch (error) {
            next(error);
        }
    }
    return routes;
}

/** The archive and its README: the files that were fetched, and those that were not. */
async function buildKit(
    res: Response,
    deps: AppDeps,
    story: Story,
    fetched: Map<StoryMediaFile, FetchedFile>,
): Promise<ZipStream & { complete: boolean }> {
    const { snapshot, language, urls, site } = requestContext(res);
    // Every entry is dated when the story last changed: files downloaded from the assets CDN
    // carry no date of their own, and the same kit is the same bytes on every instance.
    const mtime = new Date(story.updated_at);
    const used = new Set<string>();
    const names = new Map<StoryMediaFile, string>();
    const entries: ZipEntry[] = [];
    const missing: { name: string; url: string }[] = [];
    for (const [item, result] of fetched) {
        const name = kitEntryName(item, used);
        if (result.ok) {
            names.set(item, name);
            entries.push({ name, file: { ...result.file, mtime } });
        } else missing.push({ name, url: fileDownloadUrl(item.file, deps.config.assetsCdnUrl) });
    }
    const dates = siteDateOptions(site);
    const facts = {
        title: story.title,
        notice: storyNoticeText(story, site.language.t, dates),
        date: story.published_at ? formatDate(story.published_at, dates) : null,
        url: storyAbsoluteUrl(urls, story),
        credit: language.company_information.name || snapshot.newsroom.display_name,
        t: site.language.t,
    };
    const readme = {
        name: README_NAME,
        text: mediaKitReadme(facts, names, missing),
        mtime,
    };
    const kit = await createZipStream(entries, [readme]);
    return { ...kit, complete: missing.length === 0 };
}

function sendUnavailable(res: Response, deps: AppDeps): void {
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    sendErrorPage(res, deps, 503);
}

function send(
    req: Request,
    res: Response,
    { story, kit, deps }: { story: Story; kit: ZipStream & { complete: boolean }; deps: AppDeps },
) {
    res.setHeader('Content-Type', 'application/zip');
    // A kit without some of its files is never kept: the next download may be whole.
    res.setHeader('Cache-Control', kit.complete ? MEDIA_KIT_CACHE_CONTROL : 'no-store');
    if (!isListed(story)) res.setHeader('X-Robots-Tag', 'noindex');
    res.attachment(`${sanitizeFileName(story.slug)}-media.zip`);
    res.setHeader('Content-Length', String(kit.size));
    if (req.method === 'HEAD') {
        kit.stream.destroy();
        res.end();
        return;
    }
    kit.stream.on('error', (error) => {
        deps.logger.error(`Media kit of ${story.slug} failed: ${error.message}`);
        res.destroy(error);
    });
    kit.stream.pipe(res);
}
