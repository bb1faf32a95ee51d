import { type Request, type Response, Router } from 'express';
import type { Story } from '../../domain/content';
import { StorySlugSchema } from '../../domain/content';
import { formatDate } from '../../domain/dates/format-date';
import { sanitizeFileName } from '../../domain/media/filename';
import { ROUTES } from '../../domain/routes';
import { storyMediaFiles } from '../../domain/stories/story-media';
import { isListed, isReachable } from '../../domain/stories/story-rules';
import type { AppDeps } from '../app-deps';
import { createMediaFiles } from '../media/media-files';
import { mediaKitReadme, storyNoticeText } from '../media/media-kit-readme';
import { createMediaKit, type KitFileSource, localKitFiles, remoteKitFiles } from '../media/media-kit-zip';
import { requestContext } from '../request-context';
import { storyAbsoluteUrl } from '../seo/story-links';
import { expressPath, pathParam } from './express-path';

/** A story can change under the same address: an hour, like a page that is seldom edited. */
const MEDIA_KIT_CACHE_CONTROL = 'public, max-age=3600';

/**
 * `{story url}/media-kit.zip`: everything a journalist needs from a story in one download
 * (server/media/media-kit-zip.ts). Any story a visitor can open by its link has one when it shows
 * images or attachments; stories that are not listed are not indexed here either.
 */
export function mediaKitRoutes(deps: AppDeps): Router {
    const router = Router();
    const media = createMediaFiles(() => deps.content.mediaDirectory);
    deps.content.subscribe(() => media.clear());
    const source = (): KitFileSource =>
        deps.content.mediaDirectory
            ? localKitFiles(media)
            : remoteKitFiles(deps.config.assetsCdnUrl, deps.config.PREZLY_TIMEOUT_MS);

    router.get(expressPath(ROUTES.mediaKit), async (req, res, next) => {
        const slug = StorySlugSchema.safeParse(pathParam(req.params, 'slug'));
        if (!slug.success) return next();
        const { snapshot, language, urls, site } = requestContext(res);
        const story = snapshot.storyBySlug(slug.data);
        if (!story || !isReachable(story) || !snapshot.language(story.culture.code)) return next();
        if (story.culture.code !== language.code)
            return res.redirect(302, urls.mediaKit(story.culture.code, story.slug));
        const files = storyMediaFiles(story);
        if (files.length === 0) return next();
        const dates = {
            locale: site.htmlLang,
            timeZone: site.newsroom.timezone,
            format: site.newsroom.theme.date_format,
        };
        const facts = {
            title: story.title,
            notice: storyNoticeText(story, site.t, dates),
            date: story.published_at ? formatDate(story.published_at, dates) : null,
            url: storyAbsoluteUrl(urls, story),
            credit: language.company_information.name || snapshot.newsroom.display_name,
            t: site.t,
        };
        const kit = await createMediaKit(files, source(), {
            text: (names) => mediaKitReadme(facts, names),
            mtime: new Date(story.updated_at),
        });
        for (const file of kit.missing)
            deps.logger.warn(`Media kit of ${story.slug}: ${file.uuid}/${file.filename} not found`);
        send(req, res, story, kit, deps);
    });
    return router;
}

function send(
    req: Request,
    res: Response,
    story: Story,
    kit: Awaited<ReturnType<typeof createMediaKit>>,
    deps: AppDeps,
) {
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Cache-Control', MEDIA_KIT_CACHE_CONTROL);
    if (!isListed(story)) res.setHeader('X-Robots-Tag', 'noindex');
    res.attachment(`${sanitizeFileName(story.slug)}-media.zip`);
    if (kit.size !== null) res.setHeader('Content-Length', String(kit.size));
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
