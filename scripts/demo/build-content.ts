import type { UploadedFile, UploadedImage } from '../../domain/content';
import { type BlockSpec, inline } from './blocks';
import { NEWSROOM_URL } from './company';
import { CONTACTS } from './people';
import { uuidFor } from './random';
import type { MediaRegistry } from './render-media';
import type { Lang } from './types';

export interface ContentContext {
    media: MediaRegistry;
    /** uuid of a story version, by group key and language (for story bookmarks). */
    storyUuid: (groupKey: string, lang: string) => string;
    /** Language of the story, to apply its typography rules. */
    lang: Lang;
    /** Seed for node uuids. */
    nodeKey: string;
}

/**
 * French typesetting: a no-break space before two-part punctuation and inside guillemets, and
 * between groups of thousands, so a line never starts with “:” or splits “2 890 €”.
 */
export function frenchTypography(text: string): string {
    return text
        .replace(/ ([:;!?»%€])/g, '\u00a0$1')
        .replace(/« /g, '«\u00a0')
        .replace(/(\d) (\d{3})(?!\d)/g, '$1\u00a0$2');
}

export function typeset(text: string, lang: Lang): string {
    return lang === 'fr' ? frenchTypography(text) : text;
}

function image(ctx: ContentContext, key: string): UploadedImage {
    const payload = ctx.media.images.get(key);
    if (!payload) throw new Error(`Unknown image "${key}" in ${ctx.nodeKey}`);
    return payload;
}

function file(ctx: ContentContext, key: string): UploadedFile {
    const payload = ctx.media.files.get(key);
    if (!payload) throw new Error(`Unknown file "${key}" in ${ctx.nodeKey}`);
    return payload;
}

function contactInfo(key: string) {
    const contact = CONTACTS.find((candidate) => candidate.key === key);
    if (!contact) throw new Error(`Unknown contact "${key}"`);
    return {
        reference: uuidFor(`contact:${key}`),
        contact: {
            avatar_url: null,
            name: contact.name,
            company: contact.company,
            description: contact.description,
            email: contact.email,
            website: contact.website,
            phone: contact.phone,
            mobile: contact.mobile,
            twitter: contact.twitter,
            facebook: contact.facebook ?? '',
            address: contact.address,
        },
    };
}

/** One Prezly Content Format node from a block written with the helpers in blocks.ts. */
function node(block: BlockSpec, index: number, ctx: ContentContext): Record<string, unknown> {
    const text = (source: string) => inline(typeset(source, ctx.lang), NEWSROOM_URL);
    const uuid = uuidFor(`node:${ctx.nodeKey}:${index}`);
    switch (block.kind) {
        case 'paragraph':
            return { type: 'paragraph', children: text(block.text) };
        case 'heading':
            return { type: block.level === 1 ? 'heading-one' : 'heading-two', children: text(block.text) };
        case 'list':
            return {
                type: block.ordered ? 'numbered-list' : 'bulleted-list',
                children: block.items.map((item) => ({
                    type: 'list-item',
                    children: [{ type: 'list-item-text', children: text(item) }],
                })),
            };
        case 'quote':
            return { type: 'block-quote', children: text(block.text) };
        case 'divider':
            return { type: 'divider' };
        case 'image':
            return {
                type: 'image-block',
                file: image(ctx, block.image),
                layout: block.layout,
                width: '100%',
                align: 'center',
                new_tab: false,
                href: null,
                children: text(block.caption),
            };
        case 'gallery':
            return {
                type: 'gallery',
                uuid,
                layout: 'contained',
                padding: 'M',
                thumbnail_size: 'M',
                images: block.images.map((entry) => ({
                    file: image(ctx, entry.image),
                    caption: typeset(entry.caption, ctx.lang),
                })),
            };
        case 'attachment':
            return {
                type: 'attachment',
                file: file(ctx, block.file),
                description: typeset(block.description, ctx.lang),
            };
        case 'contact':
            return { type: 'contact', uuid, ...contactInfo(block.contact), layout: block.layout, show_avatar: true };
        case 'video':
        case 'embed':
            return {
                type: block.kind,
                uuid,
                url: block.url,
                oembed: { version: '1.0', url: block.url, ...block.oembed },
                layout: 'contained',
            };
        case 'bookmark':
            return {
                type: 'bookmark',
                uuid,
                url: block.url,
                oembed: { version: '1.0', url: block.url, ...block.oembed },
                layout: 'horizontal',
                show_thumbnail: true,
                new_tab: true,
            };
        case 'table':
            return {
                type: 'table',
                header: ['first_row'],
                children: block.rows.map((row) => ({
                    type: 'table-row',
                    children: row.map((cell) => ({
                        type: 'table-cell',
                        children: [{ type: 'paragraph', children: text(cell) }],
                    })),
                })),
            };
        case 'html':
            return { type: 'html', content: block.html };
        case 'callout':
            return { type: 'callout', icon: block.icon, children: text(block.text) };
        case 'button':
            return {
                type: 'button-block',
                uuid,
                href: block.href,
                label: block.label,
                layout: 'left',
                variant: 'default',
                new_tab: true,
            };
        case 'story-bookmark':
            return {
                type: 'story-bookmark',
                uuid,
                story: { uuid: ctx.storyUuid(block.story, block.lang) },
                layout: 'horizontal',
                show_thumbnail: true,
                new_tab: false,
            };
        case 'raw':
            return block.node;
    }
}

/** A whole story body as a Prezly Content Format document. */
export function buildDocument(blocks: BlockSpec[], ctx: ContentContext) {
    return { type: 'document', version: '0.50', children: blocks.map((block, index) => node(block, index, ctx)) };
}
