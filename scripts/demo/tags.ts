import type { Lang } from './types';

/**
 * The demo's tags, as a press officer would type them in Prezly: free text, shared by every
 * language version of a story, plus a few written in one language only (a city's local name,
 * an Arabic keyword), so the tag pages show Unicode slugs.
 */
interface StoryTags {
    all: string[];
    only?: Partial<Record<Lang, string[]>>;
}

export const STORY_TAGS: Record<string, StoryTags> = {
    'velocity-summit-2024': { all: ['Velocity City Summit', 'Speed pedelec', 'Battery swapping'] },
    'coo-appointment': { all: ['Leadership'] },
    'dubai-showroom': { all: ['Dubai', 'Retail'], only: { ar: ['دبي'] } },
    'q3-2024-results': { all: ['Results', 'Investors'] },
    'aurora-award': { all: ['Aurora', 'E-bikes', 'Design'] },
    'aurora-launch': { all: ['Aurora', 'E-bikes'] },
    'ghent-plant': { all: ['Ghent', 'Manufacturing'], only: { nl: ['Gent'] } },
    'transurb-lyon': { all: ['Northwind Share', 'Lyon', 'Bike sharing'] },
    'recrutement-aura': { all: ['Hiring', 'Lyon'], only: { fr: ['Auvergne-Rhône-Alpes'] } },
    'sustainability-2024': { all: ['Sustainability report', 'CO₂'] },
    'dock-launch': { all: ['Dock', 'Battery swapping', 'Bike sharing'] },
    'fy2024-results': { all: ['Results', 'Investors'] },
    'munich-service-hub': { all: ['Service', 'Munich'], only: { de: ['München'] } },
    'kestrel-launch': { all: ['Kestrel', 'Speed pedelec', 'E-bikes'] },
    'share-10-million': { all: ['Northwind Share', 'Bike sharing'] },
    villeurbanne: { all: ['Northwind Share', 'Lyon'] },
    'velocity-summit-2025': { all: ['Velocity City Summit', 'Ghent'] },
    'sustainability-2025': { all: ['Sustainability report', 'Battery recycling', 'CO₂'] },
    'al-noor-partnership': { all: ['Dubai', 'Charging'], only: { ar: ['دبي'] } },
    'cfo-appointment': { all: ['Leadership', 'Investors'] },
    'series-c': { all: ['Funding', 'Investors', 'Manufacturing'] },
    'kestrel-design-award': { all: ['Kestrel', 'Design'] },
    'share-live-counter': { all: ['Northwind Share'] },
    'mena-office': { all: ['Dubai', 'Middle East'], only: { ar: ['دبي'] } },
    'dealer-briefing-2026': { all: ['Dealers', 'Service', 'Warranty'] },
    'fy2025-results': { all: ['Results', 'Investors'] },
    'share-roadmap-2026': { all: ['Northwind Share', 'Lyon'] },
    'fete-du-velo-lyon': { all: ['Lyon'], only: { fr: ['Fête du vélo'] } },
    'aurora-2': { all: ['Aurora', 'E-bikes', 'Recycled aluminium', 'CO₂'] },
    'sustainability-2026': { all: ['Sustainability report', 'Net zero', 'CO₂'] },
    'gulf-briefing-2027': { all: ['Middle East'] },
    'valencia-plant': { all: ['Manufacturing', 'Valencia'] },
    'q3-2026-trading-update': { all: ['Results', 'Investors'] },
    'atlas-launch': { all: ['Atlas', 'Cargo bikes', 'E-bikes'] },
    'winter-service-campaign': { all: ['Service'] },
    'outlook-2027': { all: ['Investors'] },
    'open-day-2027': { all: ['Ghent'] },
};

/** A story version's tags: the group's, then the ones written for its language. */
export function storyTags(groupKey: string, lang: Lang): string[] {
    const tags = STORY_TAGS[groupKey];
    if (!tags) throw new Error(`No tags for story ${groupKey}`);
    return [...tags.all, ...(tags.only?.[lang] ?? [])];
}
