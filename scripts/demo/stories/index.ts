import type { StoryGroup } from '../types';
import { STORIES_2024_AUTUMN } from './2024-autumn';
import { STORIES_2024_SPRING } from './2024-spring';
import { STORIES_2025_H1 } from './2025-h1';
import { STORIES_2025_H2 } from './2025-h2';
import { STORIES_2026_H1 } from './2026-h1';
import { STORIES_2026_H2 } from './2026-h2';
import { STORIES_UPCOMING } from './upcoming';

/** Every story group, oldest first: story ids are handed out in this order. */
export const STORY_GROUPS: StoryGroup[] = [
    ...STORIES_2024_SPRING,
    ...STORIES_2024_AUTUMN,
    ...STORIES_2025_H1,
    ...STORIES_2025_H2,
    ...STORIES_2026_H1,
    ...STORIES_2026_H2,
    ...STORIES_UPCOMING,
];
