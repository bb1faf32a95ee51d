import type { StoryStatus, StoryVisibility } from '../../domain/content';
import type { BlockSpec } from './blocks';

export const LANGS = ['en', 'fr', 'ar', 'de', 'nl'] as const;
export type Lang = (typeof LANGS)[number];

export type CategoryKey =
    | 'products'
    | 'sustainability'
    | 'company'
    | 'finance'
    | 'events'
    | 'people'
    | 'awards'
    | 'partnerships';

export type AuthorKey = 'sofie' | 'marc' | 'camille' | 'yasmin' | 'lukas' | 'daan';

/** One language version of a story. Anything left out is taken from the story group. */
export interface StoryVersion {
    slug: string;
    title: string;
    subtitle: string;
    summary: string;
    body: BlockSpec[];
    status?: StoryStatus;
    visibility?: StoryVisibility;
    /** Overrides the group's date; null for stories that were never published. */
    publishedAt?: string | null;
    /** When the editor last saved it (defaults to a few hours after publication). */
    updatedAt?: string;
    pinned?: boolean;
    author?: AuthorKey;
    metaDescription?: string;
    canonicalUrl?: string;
}

/** A story and its translations: the versions share a date, categories and pictures. */
export interface StoryGroup {
    key: string;
    /** ISO date-time of publication (UTC). */
    date: string;
    categories: CategoryKey[];
    /** Header and thumbnail picture (an image key from media-specs.ts). */
    image?: string;
    author?: AuthorKey;
    versions: Partial<Record<Lang, StoryVersion>>;
}
