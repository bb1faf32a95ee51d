import { z } from 'zod';
import { leaveOutInvalidImages, type Story, StorySchema } from '../../../domain/content';
import type { ContentProblem } from '../content-source';
import { withPackedBody } from '../packed-bodies';
import { leftOutProblems, parseLeavingOut, problemsOf } from '../validate';
import { storyFromPrezly } from './prezly-records';

type Rec = Record<string, unknown>;
const field = (raw: unknown, key: string): string => {
    const value = typeof raw === 'object' && raw !== null ? (raw as Rec)[key] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
};

/** How a story is named in problems and logs: `story {uuid} ({slug})`. */
export const storyLabel = (raw: unknown) => `story ${field(raw, 'uuid')} (${field(raw, 'slug')})`;

/** What a light listing says of a story: enough to tell whether ours is current. */
const ListedStorySchema = z.object({
    uuid: z.string().min(1),
    updated_at: z.string().min(1),
    status: z.string(),
});
export type ListedStory = z.infer<typeof ListedStorySchema>;

/** The entries of a light listing; one without uuid or date cannot be compared and is left out. */
export function listedStories(raws: unknown[]): ListedStory[] {
    return raws.flatMap((raw) => {
        const parsed = ListedStorySchema.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
    });
}

/** Story fields that may be null but, when sent, must be right: never left out. */
const NEEDED_STORY_FIELDS = ['published_at'];

/** One story record as Prezly sent it, validated and packed, or the problems that kept it out. */
export type Accepted = { story: Story; problems: ContentProblem[] } | { story: null; problems: ContentProblem[] };

/**
 * Validates a full story record with the files source's schema and packs its body at once
 * (packed-bodies.ts), so the raw answer and the parsed tree are garbage as soon as the page
 * they came in is read: a 10,000-story load never holds more than one page of raw records.
 * Invalid images, and other values the story can do without, are left out of it rather than
 * the story; a story in a language the newsroom does not have is skipped.
 */
export function acceptStory(raw: unknown, languages: ReadonlySet<string>): Accepted {
    const { record, leftOut } = leaveOutInvalidImages(storyFromPrezly(raw));
    const problems: ContentProblem[] = leftOut.map((part) => ({ file: storyLabel(raw), ...part }));
    // A field the story can do without (an oEmbed thumbnail of "", an odd author e-mail) is left
    // out; its dates are not: a published story without its date would list in the wrong place.
    const result = parseLeavingOut(StorySchema, record, NEEDED_STORY_FIELDS);
    if (!result.success) return { story: null, problems: [...problems, ...problemsOf(storyLabel(raw), result.error)] };
    problems.push(...leftOutProblems(storyLabel(raw), result.leftOut));
    const story = result.data;
    if (!languages.has(story.culture.code)) {
        problems.push({
            file: storyLabel(story),
            field: 'culture.code',
            message: `Language ${story.culture.code} is not one of the newsroom's languages`,
        });
        return { story: null, problems };
    }
    return { story: withPackedBody(story), problems };
}
