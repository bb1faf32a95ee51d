import type { Story } from '../../../domain/content';
import type { ContentProblem } from '../content-source';
import type { HubStories, NewsroomContent } from '../newsroom-content';
import { packedBodyOf, withPackedBody } from '../packed-bodies';
import { storyRecord } from '../persisted/snapshot-format';
import type { SnapshotToSave } from '../persisted/snapshot-keeper';
import { sameStory } from '../same-story';
import { applyHubStories, type HubStoriesChange } from './hub-stories';
import type { SiteParts } from './site-records';

/** What one refresh found: the site parts when they changed, stories new or changed, stories gone. */
export interface ContentChange {
    site: SiteParts | null;
    siteProblems: ContentProblem[] | null;
    upserted: Story[];
    /** Problems of the stories this refresh read, by story uuid (an empty list: fixed). */
    storyProblems: Map<string, ContentProblem[]>;
    removed: string[];
    /** Stories that failed validation, by uuid, with the `updated_at` of the version read. */
    rejected: Map<string, string>;
    /** The newest `updated_at` this refresh saw, drafts included. */
    watermark: string | null;
    /** What it read of a hub's members' stories; null when it read none (hub-stories.ts). */
    hubStories: HubStoriesChange | null;
}

export const emptyChange = (): ContentChange => ({
    site: null,
    siteProblems: null,
    upserted: [],
    storyProblems: new Map(),
    removed: [],
    rejected: new Map(),
    watermark: null,
    hubStories: null,
});

const later = (a: string | null, b: string | null) => (!a ? b : !b ? a : Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * The newsroom as last read from Prezly: site parts, and stories by uuid, each packed (its body
 * kept as bytes, packed-bodies.ts). Refreshes change it story by story; an unchanged story stays
 * the same object from snapshot to snapshot, so its packed body is never copied and the
 * comparison of decision 10 sees it unchanged without reading it.
 */
export class NewsroomState {
    site: SiteParts | null = null;
    readonly stories = new Map<string, Story>();
    /** Stories skipped as invalid, with the `updated_at` of that version: read again only once it changes. */
    readonly rejected = new Map<string, string>();
    private siteProblems: ContentProblem[] = [];
    private readonly storyProblems = new Map<string, ContentProblem[]>();
    /** The newest `updated_at` seen: where the next look for changes starts. */
    watermark: string | null = null;
    /** On a hub's own site, its members' stories (hub-stories.ts); null until read. */
    hubStories: HubStories | null = null;

    /** Applies a change; true when the content a visitor sees may differ. */
    apply(change: ContentChange): boolean {
        let changed = false;
        if (change.site && JSON.stringify(change.site) !== JSON.stringify(this.site)) {
            this.site = change.site;
            changed = true;
        }
        if (change.siteProblems) this.siteProblems = change.siteProblems;
        if (change.hubStories) {
            const hubStories = applyHubStories(this.hubStories, change.hubStories);
            changed ||= hubStories !== this.hubStories;
            this.hubStories = hubStories;
        }
        for (const read of change.upserted) {
            const held = this.stories.get(read.uuid);
            const story = held ? withFormerSlugs(read, held) : read;
            if (held && sameStory(held, story)) continue;
            this.stories.set(story.uuid, story);
            changed = true;
        }
        const upserted = new Set(change.upserted.map((story) => story.uuid));
        for (const uuid of change.removed) {
            if (upserted.has(uuid)) continue;
            if (this.stories.delete(uuid)) changed = true;
            this.storyProblems.delete(uuid);
        }
        for (const [uuid, updatedAt] of change.rejected) this.rejected.set(uuid, updatedAt);
        for (const uuid of upserted) this.rejected.delete(uuid);
        for (const [uuid, problems] of change.storyProblems) {
            if (problems.length > 0) this.storyProblems.set(uuid, problems);
            else this.storyProblems.delete(uuid);
        }
        for (const story of change.upserted) this.watermark = later(this.watermark, story.updated_at);
        this.watermark = later(this.watermark, change.watermark);
        return changed;
    }

    /** Takes the content of a persisted snapshot as the state to refresh from. */
    restore(content: NewsroomContent, problems: ContentProblem[], watermark: string | null): void {
        const { stories, hub_stories: hubStories, ...site } = content;
        this.site = site;
        this.hubStories = hubStories ?? null;
        this.stories.clear();
        for (const story of stories) this.stories.set(story.uuid, story);
        this.siteProblems = problems;
        this.storyProblems.clear();
        this.watermark = watermark;
    }

    problems(): ContentProblem[] {
        return [...this.siteProblems, ...[...this.storyProblems.values()].flat()];
    }

    /** What a persisted snapshot keeps of it (persisted/snapshot-keeper.ts). */
    toSave(newsroomUuid: string, loadedAt: string | null): SnapshotToSave {
        return {
            header: {
                source: 'prezly',
                newsroomUuid,
                loadedAt: loadedAt ?? new Date().toISOString(),
                watermark: this.watermark,
            },
            content: this.content()!,
            problems: this.problems(),
        };
    }

    /** The content for a new snapshot; null until the site parts were read once. */
    content(): NewsroomContent | null {
        if (!this.site) return null;
        return { ...this.site, stories: [...this.stories.values()], hub_stories: this.hubStories };
    }
}

/**
 * The story as read, with the slugs it had before: those the held version had, and the held
 * version's own slug when Prezly changed it (a renamed story leaves its old slug as an alias,
 * as Prezly's by-slug lookup keeps matching it). A slug the story has again is no longer former.
 */
function withFormerSlugs(read: Story, held: Story): Story {
    const before = read.former_slugs ?? [];
    const former = [...new Set([...(held.former_slugs ?? []), held.slug, ...before])].filter(
        (slug) => slug !== read.slug,
    );
    if (former.length === before.length && former.every((slug, i) => slug === before[i])) return read;
    return withPackedBody({ ...storyRecord(read), former_slugs: former } as Omit<Story, 'content'>, packedBodyOf(read));
}
