import type { Story, UploadedFile } from '../content';
import { checkedFile, checkedImageFile } from '../content/checked-uploads';

/** One file of a story's media kit: an image (at full size) or an attachment. */
export interface StoryMediaFile {
    kind: 'image' | 'attachment';
    file: UploadedFile;
    /** The caption (images) or description (attachments) the story gives it. */
    caption: string | null;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** The plain text of a node's inline children (an image block's caption). */
function plainText(node: Node): string {
    if (typeof node.text === 'string') return node.text;
    return Array.isArray(node.children) ? node.children.filter(isNode).map(plainText).join('') : '';
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Every image and attachment a story shows, once each, in reading order: the header picture,
 * the thumbnail when it is another picture, then the body's image blocks, gallery images and
 * attachments (nested nodes too). Files whose payload is not valid are left out.
 */
export function storyMediaFiles(story: Story): StoryMediaFile[] {
    const found = new Map<string, StoryMediaFile>();
    const add = (kind: StoryMediaFile['kind'], payload: unknown, caption: string | null) => {
        const file = kind === 'image' ? checkedImageFile(payload) : checkedFile(payload);
        if (!file || found.has(file.uuid)) return;
        found.set(file.uuid, { kind, file, caption });
    };
    for (const picture of [story.header_image, story.thumbnail_image]) {
        if (picture) add('image', picture, text(picture.caption));
    }
    const visit = (node: Node) => {
        if (node.type === 'image-block') add('image', node.file, text(plainText(node)));
        if (node.type === 'attachment') add('attachment', node.file, text(node.description));
        if (node.type === 'gallery' && Array.isArray(node.images)) {
            for (const image of node.images.filter(isNode)) add('image', image.file, text(image.caption));
        }
        if (Array.isArray(node.children)) node.children.filter(isNode).forEach(visit);
    };
    story.content.children.filter(isNode).forEach(visit);
    return [...found.values()];
}
