import { jsonString } from './json-string';
import { UploadedImageSchema } from './uploads';

/** An image left out of a story, by the field it was in and why (docs/product-rules.md §5.6, §5.7). */
export interface LeftOutImage {
    field: string;
    message: string;
}

const OptionalImageSchema = jsonString(UploadedImageSchema.nullable()).nullish();
const IMAGE_FIELDS = ['thumbnail_image', 'header_image'] as const;

type Rec = Record<string, unknown>;
const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One bad image costs the image, not the story: a thumbnail, header or body image over the
 * 78,643,200-pixel limit, or otherwise not a valid image payload, is taken out of the raw story
 * record and named, so the story still validates and serves without it. Runs before the story
 * schema; a body sent as a JSON string is parsed here once and handed on parsed, and a header
 * image the body carries (newer content formats) is taken out of it as the header image.
 */
export function leaveOutInvalidImages(raw: unknown): { record: unknown; leftOut: LeftOutImage[] } {
    if (!isRecord(raw)) return { record: raw, leftOut: [] };
    const record: Rec = { ...raw };
    const leftOut: LeftOutImage[] = [];
    for (const field of IMAGE_FIELDS) leaveOutInvalidImageField(record, field, leftOut);
    record.content = bodyWithoutInvalidImages(record.content, leftOut);
    return { record: withHeaderImageFromBody(record), leftOut };
}

/**
 * The header image as newer content formats carry it (docs/content-format.md, "Story bodies"):
 * the body's first node, after the title and subtitle headings, when it is an image-block, as
 * Prezly's theme reads it. It becomes the story's header image, its caption the block's, and
 * leaves the body, so the page, the PDF, the media kit and the share image all see it once, and
 * the page shows it where the theme's `header_image_placement` puts it.
 */
function withHeaderImageFromBody(record: Rec): Rec {
    const document = record.content;
    if (!isRecord(document) || !Array.isArray(document.children)) return record;
    const children: unknown[] = document.children;
    const index = children.findIndex((node) => !isRoleHeading(node));
    const first = children[index];
    if (!isRecord(first) || first.type !== 'image-block' || !isRecord(first.file)) return record;
    const caption = textOf(first).replace(/\s+/g, ' ').trim();
    const file = first.file;
    return {
        ...record,
        header_image: caption ? { ...file, caption } : file,
        content: { ...document, children: children.filter((_, position) => position !== index) },
    };
}

const isRoleHeading = (node: unknown) =>
    isRecord(node) &&
    (node.type === 'heading-one' || node.type === 'heading-two') &&
    (node.role === 'title' || node.role === 'subtitle');

/** The text of an image-block's caption (its inline children). */
function textOf(node: Rec): string {
    if (typeof node.text === 'string') return node.text;
    return Array.isArray(node.children)
        ? node.children.map((child) => (isRecord(child) ? textOf(child) : '')).join('')
        : '';
}

/**
 * The same rule for a media gallery (docs/product-rules.md §2.7): an image over the pixel limit,
 * or otherwise not a valid image payload, costs that image, never the gallery. Its cover, its
 * entries in the paged list's `images` and its images in the gallery blocks of its `content` (the
 * album as the editor laid it out) are each taken out and named; the content, sent as a JSON
 * string, is handed on parsed.
 */
export function leaveOutInvalidGalleryImages(raw: unknown): { record: unknown; leftOut: LeftOutImage[] } {
    if (!isRecord(raw)) return { record: raw, leftOut: [] };
    const record: Rec = { ...raw };
    const leftOut: LeftOutImage[] = [];
    leaveOutInvalidImageField(record, 'thumbnail_image', leftOut);
    if (Array.isArray(record.images)) {
        record.images = record.images.filter((item: unknown, index) =>
            keepValidImage(isRecord(item) ? item.uploadcare_image : item, `images.${index}.uploadcare_image`, leftOut),
        );
    }
    if (record.content !== undefined && record.content !== null) {
        record.content = bodyWithoutInvalidImages(record.content, leftOut);
    }
    return { record, leftOut };
}

/**
 * The same rule for a category's picture (`image`): one that is no valid image payload costs the
 * picture, never the category.
 */
export function leaveOutInvalidCategoryImage(raw: unknown): { record: unknown; leftOut: LeftOutImage[] } {
    if (!isRecord(raw)) return { record: raw, leftOut: [] };
    const record: Rec = { ...raw };
    const leftOut: LeftOutImage[] = [];
    leaveOutInvalidImageField(record, 'image', leftOut);
    return { record, leftOut };
}

function leaveOutInvalidImageField(record: Rec, field: string, leftOut: LeftOutImage[]): void {
    const result = OptionalImageSchema.safeParse(record[field]);
    if (result.success) return;
    record[field] = null;
    leftOut.push({ field, message: reason(result.error.issues[0]) });
}

function reason(issue: { message: string; path: PropertyKey[] } | undefined): string {
    const where = issue?.path.length ? ` (${issue.path.map(String).join('.')})` : '';
    return `Image left out: ${issue?.message ?? 'invalid image'}${where}`;
}

/** The body without its invalid image blocks and gallery images; anything else is left to the schema. */
function bodyWithoutInvalidImages(content: unknown, leftOut: LeftOutImage[]): unknown {
    let document = content;
    if (typeof content === 'string') {
        try {
            document = JSON.parse(content);
        } catch {
            return content;
        }
    }
    if (!isRecord(document) || !Array.isArray(document.children)) return document;
    const children = document.children.flatMap((node: unknown, index) => {
        if (!isRecord(node)) return [node];
        const at = `content.children.${index}`;
        if (node.type === 'image-block') return keepValidImage(node.file, `${at}.file`, leftOut) ? [node] : [];
        if (node.type === 'gallery' && Array.isArray(node.images)) {
            const images = node.images.filter((item: unknown, position) =>
                keepValidImage(isRecord(item) ? item.file : item, `${at}.images.${position}.file`, leftOut),
            );
            return [images.length === node.images.length ? node : { ...node, images }];
        }
        return [node];
    });
    return { ...document, children };
}

function keepValidImage(file: unknown, field: string, leftOut: LeftOutImage[]): boolean {
    const result = UploadedImageSchema.safeParse(file);
    if (!result.success) leftOut.push({ field, message: reason(result.error.issues[0]) });
    return result.success;
}
