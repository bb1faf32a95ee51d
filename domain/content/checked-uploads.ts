import type { z } from 'zod';
import { type UploadedFile, UploadedFileSchema, UploadedImageSchema } from './uploads';

/**
 * A schema's answer for a payload object, kept for as long as the object lives (a WeakMap), so
 * the readers of one payload check it once between them. A story page reads every body image
 * three times from the one tree parsed for its request (its figure, the "Copy text" blocks, the
 * media-kit link), and a header image belongs to the content snapshot, checked once per content
 * version (docs/architecture.md, "Each check once"). Payloads are not changed once read, so a
 * kept answer stays true; a non-object is no payload and is not kept.
 */
function checkedOnce<T>(schema: z.ZodType<T>): (payload: unknown) => T | null {
    const answers = new WeakMap<object, T | null>();
    return (payload) => {
        if (typeof payload !== 'object' || payload === null) return null;
        let answer = answers.get(payload);
        if (answer === undefined) {
            const result = schema.safeParse(payload);
            answer = result.success ? result.data : null;
            answers.set(payload, answer);
        }
        return answer;
    };
}

/** The payload as an uploaded image (its defaults filled in), or null when it is not a valid one. */
export const checkedImage = checkedOnce(UploadedImageSchema);

/** The payload as an uploaded file (an attachment), or null when it is not a valid one. */
export const checkedFile = checkedOnce(UploadedFileSchema);

/**
 * An image payload as a file (for the media kit): the file fields of its image answer, which the
 * page's figure has usually asked for already; a payload that is no valid image but a valid file
 * is checked as a file, as before.
 */
export function checkedImageFile(payload: unknown): UploadedFile | null {
    const image = checkedImage(payload);
    if (!image) return checkedFile(payload);
    const { version, uuid, filename, mime_type, size } = image;
    return { version, uuid, filename, mime_type, size };
}
