import type { ComponentType } from 'react';
import { Attachment } from './nodes/Attachment';
import { Bookmark } from './nodes/Bookmark';
import { ButtonBlock } from './nodes/ButtonBlock';
import { Callout } from './nodes/Callout';
import { Contact } from './nodes/Contact';
import { Divider } from './nodes/Divider';
import { Embed } from './nodes/Embed';
import { Gallery } from './nodes/Gallery';
import { Heading } from './nodes/Heading';
import { Html } from './nodes/Html';
import { Image } from './nodes/Image';
import { List } from './nodes/List';
import { Paragraph } from './nodes/Paragraph';
import { Quote } from './nodes/Quote';
import { StoryBookmark } from './nodes/StoryBookmark';
import { Table } from './nodes/Table';

/**
 * The component for each top-level node type of the Prezly Content Format. Types missing here
 * (coverage, placeholders, story embeds, types newer than this renderer) render nothing: they
 * need data a public page does not have, or we do not know what they mean.
 */
const BLOCKS: Record<string, ComponentType<{ node: unknown }>> = {
    paragraph: Paragraph,
    'heading-one': Heading,
    'heading-two': Heading,
    'bulleted-list': List,
    'numbered-list': List,
    'block-quote': Quote,
    divider: Divider,
    callout: Callout,
    'image-block': Image,
    gallery: Gallery,
    attachment: Attachment,
    contact: Contact,
    embed: Embed,
    video: Embed,
    bookmark: Bookmark,
    table: Table,
    html: Html,
    'button-block': ButtonBlock,
    'story-bookmark': StoryBookmark,
};

export function BlockNode({ node }: { node: unknown }) {
    const type = typeof node === 'object' && node !== null && 'type' in node ? node.type : null;
    const Block = typeof type === 'string' && Object.hasOwn(BLOCKS, type) ? BLOCKS[type] : undefined;
    return Block ? <Block node={node} /> : null;
}
