import {
    AttachmentNode,
    BookmarkNode,
    ButtonBlockNode,
    CalloutNode,
    ContactNode,
    CoverageNode,
    DividerNode,
    EmbedNode,
    GalleryNode,
    HeadingNode,
    HtmlNode,
    ImageNode,
    ListNode,
    ParagraphNode,
    QuoteNode,
    StoryBookmarkNode,
    TableNode,
    VideoNode,
} from '@prezly/story-content-format';
import type { ComponentType } from 'react';
import { Attachment } from './nodes/Attachment';
import { Bookmark } from './nodes/Bookmark';
import { ButtonBlock } from './nodes/ButtonBlock';
import { Callout } from './nodes/Callout';
import { Contact } from './nodes/Contact';
import { Coverage } from './nodes/Coverage';
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
 * The component for each top-level node type of the Prezly Content Format, keyed by the type
 * names the format's own package declares (@prezly/story-content-format), so a renamed or
 * misspelt type cannot slip in. Types missing here (placeholders, story embeds, types newer
 * than this renderer) render nothing: they need data a public page does not have, or we do not
 * know what they mean.
 */
const BLOCKS: Record<string, ComponentType<{ node: unknown }>> = {
    [ParagraphNode.TYPE]: Paragraph,
    [HeadingNode.Type.HEADING_ONE]: Heading,
    [HeadingNode.Type.HEADING_TWO]: Heading,
    [ListNode.Type.BULLETED]: List,
    [ListNode.Type.NUMBERED]: List,
    [QuoteNode.TYPE]: Quote,
    [DividerNode.TYPE]: Divider,
    [CalloutNode.TYPE]: Callout,
    [ImageNode.TYPE]: Image,
    [GalleryNode.TYPE]: Gallery,
    [AttachmentNode.TYPE]: Attachment,
    [ContactNode.TYPE]: Contact,
    [CoverageNode.TYPE]: Coverage,
    [EmbedNode.TYPE]: Embed,
    [VideoNode.TYPE]: Embed,
    [BookmarkNode.TYPE]: Bookmark,
    [TableNode.TYPE]: Table,
    [HtmlNode.TYPE]: Html,
    [ButtonBlockNode.TYPE]: ButtonBlock,
    [StoryBookmarkNode.TYPE]: StoryBookmark,
};

export function BlockNode({ node }: { node: unknown }) {
    const type = typeof node === 'object' && node !== null && 'type' in node ? node.type : null;
    const Block = typeof type === 'string' && Object.hasOwn(BLOCKS, type) ? BLOCKS[type] : undefined;
    return Block ? <Block node={node} /> : null;
}
