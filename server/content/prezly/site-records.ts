import {
    CategorySchema,
    ContactSchema,
    GallerySchema,
    type Hub,
    LanguageSchema,
    leaveOutInvalidCategoryImage,
    leaveOutInvalidGalleryImages,
    NewsroomSchema,
} from '../../../domain/content';
import type { ContentProblem } from '../content-source';
import type { NewsroomContent } from '../newsroom-content';
import { keepValidRecords, type LeftOutField, leftOutProblems, parseLeavingOut, problemsOf } from '../validate';
import { hubPlace, loadHub } from './hub-records';
import type { PrezlyApi, RawPage } from './prezly-api';
import { PrezlyError } from './prezly-errors';
import {
    categoryFromPrezly,
    contactFromPrezly,
    galleryFromPrezly,
    languageFromPrezly,
    newsroomFromPrezly,
} from './prezly-records';

/** Everything but the stories: a handful of small calls, read whole on every refresh. */
export type SiteParts = Omit<NewsroomContent, 'stories' | 'hub_stories'>;

type Rec = Record<string, unknown>;
const field = (raw: unknown, key: string): string => {
    const value = typeof raw === 'object' && raw !== null ? (raw as Rec)[key] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
};

/**
 * Every page of a paged list, the first alone (it tells the total) and the others together:
 * the API's queue bounds how many are in flight. `onPage` sees each page as it arrives, so the
 * caller keeps what it needs and the raw records go.
 */
export async function eachPage(
    fetchPage: (offset: number) => Promise<RawPage>,
    pageSize: number,
    onPage: (records: unknown[], total: number) => void,
): Promise<void> {
    const first = await fetchPage(0);
    onPage(first.records, first.total);
    // An API that caps the page below what was asked still pages by what it sends.
    const step = Math.min(pageSize, first.records.length);
    if (step === 0 || first.records.length >= first.total) return;
    const offsets: number[] = [];
    for (let offset = step; offset < first.total; offset += step) offsets.push(offset);
    await Promise.all(offsets.map(async (offset) => onPage((await fetchPage(offset)).records, first.total)));
}

/**
 * The newsroom, its theme, languages, categories, contacts and public galleries. A value a
 * record can do without is left out and reported (parseLeavingOut: an odd company e-mail costs
 * the e-mail, not the language); a record without what it needs is skipped and reported; a
 * failed call, an unusable newsroom record or a newsroom without a usable language fails the
 * refresh (the last good content keeps serving).
 */
export async function loadSiteParts(
    api: PrezlyApi,
    pageSize: number,
    hub: { setting?: string; held: Hub | null } = { held: null },
): Promise<{ site: SiteParts; problems: ContentProblem[] }> {
    const problems: ContentProblem[] = [];
    const rawGalleries: unknown[] = [];
    const [rawNewsroom, themeSettings, rawLanguages, rawCategories, rawContacts] = await Promise.all([
        api.newsroom(),
        api.themeSettings(),
        api.languages(),
        api.categories(),
        api.contacts(),
        eachPage(
            (offset) => api.galleries(offset, pageSize),
            pageSize,
            (records) => rawGalleries.push(...records),
        ),
    ]);
    const newsroomLabel = `newsroom ${field(rawNewsroom, 'uuid')}`;
    const themeLeftOut: LeftOutField[] = [];
    const newsroom = parseLeavingOut(NewsroomSchema, newsroomFromPrezly(rawNewsroom, themeSettings, themeLeftOut));
    if (!newsroom.success) {
        const [first] = problemsOf('newsroom', newsroom.error);
        throw new PrezlyError(`Prezly's newsroom record is unusable: ${first?.field}: ${first?.message}`);
    }
    problems.push(...leftOutProblems(newsroomLabel, [...themeLeftOut, ...newsroom.leftOut]));
    const url = rawNewsroom.url;
    // A bad record is reported by what it is (`category 12`) and skipped (validate.ts's rule).
    const leaveOut = { leaveOut: true };
    const languages = keepValidRecords(
        LanguageSchema,
        rawLanguages.map((language) => languageFromPrezly(language, url)),
        (raw) => ({ file: `language ${field(raw, 'code')}` }),
        problems,
        leaveOut,
    );
    if (languages.length === 0) throw new PrezlyError('Prezly lists no usable language for this newsroom');
    const site: SiteParts = {
        newsroom: newsroom.data,
        languages,
        categories: keepValidRecords(
            CategorySchema,
            rawCategories.map((raw) => {
                // An odd picture costs the picture, never the category.
                const { record, leftOut } = leaveOutInvalidCategoryImage(categoryFromPrezly(raw));
                const file = `category ${field(raw, 'id')}`;
                problems.push(...leftOut.map((part) => ({ file, ...part, leftOut: true })));
                return record;
            }),
            (raw) => ({ file: `category ${field(raw, 'id')}` }),
            problems,
            leaveOut,
        ),
        contacts: keepValidRecords(
            ContactSchema,
            rawContacts.map((contact) =>
                contactFromPrezly(
                    contact,
                    url,
                    languages.map((language) => language.code),
                ),
            ),
            (raw) => ({ file: `contact ${field(raw, 'uuid')}` }),
            problems,
            leaveOut,
        ),
        galleries: keepValidRecords(
            GallerySchema,
            rawGalleries.map((raw) => {
                // One odd image costs that image, never the gallery (domain/content/story-images.ts).
                const { record, leftOut } = leaveOutInvalidGalleryImages(galleryFromPrezly(raw));
                const file = `gallery ${field(raw, 'uuid')}`;
                problems.push(...leftOut.map((part) => ({ file, ...part, leftOut: true })));
                return record;
            }),
            (raw) => ({ file: `gallery ${field(raw, 'uuid')}` }),
            problems,
            leaveOut,
        ),
    };
    // The hub's markets, when the newsroom is a hub or the operator names its hub (hub-records.ts).
    const place = hubPlace(rawNewsroom, hub.setting);
    const own = { newsroom: rawNewsroom, languages: rawLanguages };
    site.hub = place ? await loadHub(api, place, own, problems, hub.held) : null;
    return { site, problems };
}
