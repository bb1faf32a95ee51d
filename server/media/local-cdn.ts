/**
 * The pieces of the local assets CDN, built once per app: where stored files are, the rendered
 * derivatives on disk, the render queue, and a small memory of source image facts so a cached
 * derivative is served without decoding anything.
 */
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../app-deps';
import { DerivativeCache } from './derivative-cache';
import { createMediaFiles, type MediaFiles, type StoredFile } from './media-files';
import { readSourceImage, type SourceImage } from './render-image';
import { createRenderQueue, type RenderQueue } from './render-queue';

export interface LocalCdn {
    files: MediaFiles;
    cache: DerivativeCache;
    queue: RenderQueue;
    maxEffects: number;
    sourceImage(file: StoredFile): Promise<SourceImage>;
}

const MAX_REMEMBERED_SOURCES = 5_000;

export function createLocalCdn(deps: Pick<AppDeps, 'config' | 'content' | 'logger'>): LocalCdn {
    const { config, content, logger } = deps;
    const files = createMediaFiles(() => content.mediaDirectory);
    // The least recently used facts are forgotten first.
    const sources = new LRUCache<string, Promise<SourceImage>>({ max: MAX_REMEMBERED_SOURCES });
    content.subscribe(() => {
        files.clear();
        sources.clear();
    });
    return {
        files,
        cache: new DerivativeCache({
            directory: path.resolve(config.MEDIA_CACHE_DIR),
            maxBytes: config.MEDIA_CACHE_MAX_MB * 1024 * 1024,
            memoryBytes: config.MEDIA_MEMORY_CACHE_MB * 1024 * 1024,
            logger,
        }),
        queue: createRenderQueue(config.MEDIA_RENDER_CONCURRENCY, config.MEDIA_RENDER_QUEUE),
        maxEffects: config.MEDIA_MAX_EFFECTS,
        sourceImage(file) {
            const key = `${file.path}:${file.size}:${file.mtime.getTime()}`;
            let source = sources.get(key);
            if (!source) {
                const reading = readSourceImage(file.path);
                // A failure is not remembered: the file may be replaced by a readable one.
                reading.catch(() => {
                    if (sources.peek(key) === reading) sources.delete(key);
                });
                sources.set(key, reading);
                source = reading;
            }
            return source;
        },
    };
}
