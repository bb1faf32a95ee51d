import type { Contact, ContentDocument, UploadedImage } from '../../domain/content';
import type { StoryBlockOptions } from '../../domain/stories/story-blocks';
import type { TextDirection } from './visual-runs';

/** Everything a story's PDF shows, already in the story's language (labels included). */
export interface StoryPdfInput {
    /** BCP 47 tag of the story's language (`en`, `pt-BR`): the document's language. */
    language: string;
    direction: TextDirection;
    title: string;
    subtitle: string;
    /** The publication line as the page shows it, e.g. "Published on 3 March 2026". */
    dateLine: string;
    /** An embargo or confidentiality notice, shown under the date; null for public stories. */
    notice: string | null;
    headerImage: UploadedImage | null;
    body: ContentDocument;
    /** What the body's variables show, as on the page (views/story-publication-date.ts). */
    bodyOptions: StoryBlockOptions;
    /**
     * Image bytes by upload uuid (JPEG or PNG, as fetch-story-images.ts gets them). An image
     * missing here, or whose bytes are no picture, is left out and the rest of the story printed.
     */
    images: ReadonlyMap<string, Uint8Array>;
    attachments: readonly { name: string; detail: string }[];
    contacts: readonly Contact[];
    /** The company's boilerplate ("About Northwind Mobility" and its plain text); null when none. */
    about: { heading: string; text: string } | null;
    /** The story's public address, printed under the date. */
    url: string;
    /** The newsroom's name: the document's author. */
    newsroom: string;
    /**
     * When the story last changed: the document's creation date. Not the time of rendering, so
     * that a story renders to the same bytes every time, and has one ETag in every process.
     */
    changedAt: Date;
    labels: StoryPdfLabels;
}

export interface StoryPdfLabels {
    attachments: string;
    contacts: string;
    email: string;
    phone: string;
    mobile: string;
    website: string;
    /** "Page 2 of 5", in the page footers. */
    pageOf: (page: number, total: number) => string;
}
