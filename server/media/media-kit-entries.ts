/**
 * Where a story's files go in its media kit: `README.txt`, the images at full size under
 * `images/` and the attachments under `attachments/`, with unique sanitised names. The archive
 * itself is written like a gallery's (./gallery-zip.ts), from files already fetched and on disk
 * (./media-kit-files.ts), so its exact length is known before its first byte.
 */
import { sanitizeFileName } from '../../domain/media/filename';
import type { StoryMediaFile } from '../../domain/stories/story-media';
import { uniqueName } from './gallery-zip';

export const README_NAME = 'README.txt';

const FOLDERS = { image: 'images', attachment: 'attachments' } as const;

/** Where a file goes in the archive (or would have gone): `images/photo.jpg`. */
export function kitEntryName(item: StoryMediaFile, used: Set<string>): string {
    return `${FOLDERS[item.kind]}/${uniqueName(sanitizeFileName(item.file.filename), used)}`;
}
