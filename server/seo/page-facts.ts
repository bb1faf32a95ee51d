import type { LocalizedCategory, LocalizedTag, Story, UploadedImage } from '../../domain/content';
import type { ContactsShown } from './contacts-json-ld';

/** Where a list page is: page N of M (the title says so from page 2; alternates only on page 1). */
export interface Paging {
    page: number;
    pages: number;
}

/**
 * What a route knows about its page, and all it hands to the head: the seo module
 * (./head-model.ts) derives the title, description, canonical URL, robots, alternates, Open
 * Graph, Twitter cards and JSON-LD from it.
 */
export type PageFacts =
    | {
          kind: 'page';
          /** The page's own title (the newsroom's name follows it); none on the home page. */
          title?: string;
          description?: string | null;
          /** The social image, when the page has its own (a gallery). */
          image?: UploadedImage | null;
          paging?: Paging;
          /**
           * `hidden`: never indexed nor followed (forms, hand-offs, errors); `unlisted`: not
           * indexed, links followed (search results). Otherwise the newsroom's setting.
           */
          indexing?: 'hidden' | 'unlisted';
          /** An absolute canonical URL other than the page itself; null for none. */
          canonical?: string | null;
          /** An address to go on to at once (`<meta http-equiv="refresh">`). */
          refresh?: string;
          /** The press contacts the page shows: described in its JSON-LD. */
          contacts?: ContactsShown;
      }
    | {
          kind: 'story';
          story: Story;
          /** A story read live for its preview: never indexed, no alternates, cards or structured data. */
          preview?: boolean;
      }
    | { kind: 'category'; category: LocalizedCategory; paging: Paging }
    | { kind: 'tag'; tag: LocalizedTag; paging: Paging };
