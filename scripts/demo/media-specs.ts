import { csvDocument, pdfDocument } from './document-files';
import type { PaletteName } from './palettes';
import type { PhotoSpec, SceneName } from './scenes';
import type { BikeKind } from './silhouettes';

export type LogoKind = 'wordmark' | 'icon' | 'square';

export type ImageSpec =
    | ({ key: string; filename: string; kind: 'photo' } & PhotoSpec)
    | { key: string; filename: string; kind: 'logo'; logo: LogoKind; width: number; height: number };

const WIDE = [2400, 1350] as const;
const LANDSCAPE = [2000, 1333] as const;
const CLASSIC = [1800, 1200] as const;
const CINEMA = [2200, 1238] as const;
const PORTRAIT = [1600, 2000] as const;
const BANNER = [2000, 1125] as const;
const SMALL = [1600, 1067] as const;

function photo(
    key: string,
    scene: SceneName,
    palette: PaletteName,
    size: readonly [number, number],
    bike?: BikeKind,
    filename = `${key}.jpg`,
): ImageSpec {
    return { key, filename, kind: 'photo', scene, palette, width: size[0], height: size[1], bike };
}

/** Pictures in galleries: one palette per gallery so each set looks like one shoot. */
export const GALLERY_PHOTOS: ImageSpec[] = [
    photo('aurora-studio-side', 'studio', 'teal', WIDE, 'city'),
    photo('aurora-riverside', 'street', 'teal', LANDSCAPE, 'city'),
    photo('aurora-city-evening', 'street', 'teal', CLASSIC, 'city'),
    photo('aurora-studio-detail', 'studio', 'teal', PORTRAIT, 'city'),
    photo('aurora-commute', 'street', 'teal', CINEMA, 'city'),
    photo('aurora-launch-stage', 'stage', 'teal', LANDSCAPE),
    photo('aurora-night-ride', 'street', 'teal', SMALL, 'city'),
    photo('aurora-park', 'landscape', 'teal', LANDSCAPE),

    photo('plant-assembly-hall', 'factory', 'industrial', WIDE),
    photo('plant-line-evening', 'factory', 'industrial', LANDSCAPE),
    photo('plant-quality-lab', 'factory', 'industrial', CLASSIC),
    photo('plant-paint-shop', 'factory', 'industrial', PORTRAIT),
    photo('plant-solar-roof', 'landscape', 'industrial', LANDSCAPE),
    photo('plant-logistics', 'factory', 'industrial', CINEMA),
    photo('plant-opening-ceremony', 'stage', 'industrial', LANDSCAPE),

    photo('summit-keynote', 'stage', 'evening', WIDE),
    photo('summit-panel', 'stage', 'evening', LANDSCAPE),
    photo('summit-test-track', 'street', 'evening', LANDSCAPE, 'speed'),
    photo('summit-expo-hall', 'factory', 'evening', CLASSIC),
    photo('summit-networking', 'stage', 'evening', PORTRAIT),
    photo('summit-city-night', 'towers', 'evening', CINEMA),

    photo('elise-vandamme', 'portrait', 'slate', PORTRAIT),
    photo('leila-haddad', 'portrait', 'slate', PORTRAIT),
    photo('jonas-weber', 'portrait', 'slate', PORTRAIT),
    photo('ingrid-solberg', 'portrait', 'slate', PORTRAIT),
    photo('tomas-ribeiro', 'portrait', 'slate', PORTRAIT),

    photo('atlas-studio-side', 'studio', 'spring', WIDE, 'cargo'),
    photo('atlas-school-run', 'street', 'spring', LANDSCAPE, 'cargo'),
    photo('atlas-courier', 'street', 'spring', CLASSIC, 'cargo'),
    photo('atlas-studio-front', 'studio', 'spring', PORTRAIT, 'cargo'),
    photo('atlas-depot', 'dock', 'spring', LANDSCAPE),
    photo('atlas-canal', 'street', 'spring', CINEMA, 'cargo'),

    photo('lyon-share-fleet', 'street', 'dawn', LANDSCAPE, 'city'),
    photo('villeurbanne-share', 'street', 'dawn', CLASSIC, 'city'),
    photo('lyon-velo-festival', 'street', 'dawn', CINEMA, 'city'),
    photo('share-10-million', 'street', 'dawn', LANDSCAPE, 'city'),
    photo('lyon-service-workshop', 'factory', 'dawn', SMALL),
];

/** Pictures used only as story headers or in story bodies. */
export const STORY_PHOTOS: ImageSpec[] = [
    photo('summit-2024-stage', 'stage', 'slate', LANDSCAPE),
    photo('dubai-showroom', 'towers', 'desert', WIDE),
    photo('results-q3-2024', 'chart', 'slate', BANNER),
    photo('aurora-award', 'stage', 'copper', CLASSIC),
    photo('dock-ghent-night', 'dock', 'night', WIDE),
    photo('results-fy2024', 'chart', 'teal', BANNER),
    photo('munich-service-hub', 'factory', 'slate', LANDSCAPE),
    photo('kestrel-studio', 'studio', 'studio', WIDE, 'speed'),
    photo('kestrel-road', 'street', 'dawn', CINEMA, 'speed'),
    photo('sustainability-2024', 'landscape', 'meadow', WIDE),
    photo('battery-recovery', 'factory', 'teal', LANDSCAPE),
    photo('al-noor-residences', 'towers', 'desert', LANDSCAPE),
    photo('series-c', 'chart', 'evening', BANNER),
    photo('design-award-gala', 'stage', 'desert', CLASSIC),
    photo('share-live-counter', 'chart', 'night', SMALL),
    photo('dubai-office', 'towers', 'evening', CINEMA),
    photo('results-fy2025', 'chart', 'copper', BANNER),
    photo('share-roadmap', 'street', 'slate', LANDSCAPE, 'city'),
    photo('aurora2-studio', 'studio', 'studio', WIDE, 'city', 'Aurora 2 - studio (Harbour Blue).jpg'),
    photo('aurora2-river', 'street', 'meadow', WIDE, 'city'),
    photo('sustainability-2026', 'landscape', 'dawn', WIDE),
    photo('valencia-site', 'landscape', 'desert', LANDSCAPE),
    photo('results-q3-2026', 'chart', 'meadow', BANNER),
    photo('winter-service', 'street', 'night', LANDSCAPE, 'city'),
];

export const AVATARS: ImageSpec[] = [
    photo('avatar-sofie', 'portrait', 'dawn', [512, 512]),
    photo('avatar-camille', 'portrait', 'spring', [512, 512]),
    photo('avatar-yasmin', 'portrait', 'desert', [512, 512]),
    photo('avatar-lukas', 'portrait', 'slate', [512, 512]),
];

export const LOGOS: ImageSpec[] = [
    { key: 'logo', filename: 'northwind-mobility-logo.png', kind: 'logo', logo: 'wordmark', width: 960, height: 240 },
    { key: 'icon', filename: 'northwind-icon.png', kind: 'logo', logo: 'icon', width: 256, height: 256 },
    {
        key: 'square-logo',
        filename: 'northwind-square-logo.png',
        kind: 'logo',
        logo: 'square',
        width: 512,
        height: 512,
    },
];

export const IMAGE_SPECS: ImageSpec[] = [...LOGOS, ...AVATARS, ...GALLERY_PHOTOS, ...STORY_PHOTOS];

export interface DocumentSpec {
    key: string;
    filename: string;
    mime_type: string;
    build: () => Buffer;
}

export const DOCUMENT_SPECS: DocumentSpec[] = [
    {
        key: 'aurora-fact-sheet',
        filename: 'northwind-aurora-fact-sheet.pdf',
        mime_type: 'application/pdf',
        build: () =>
            pdfDocument('Aurora - fact sheet', [
                { text: 'Step-through city e-bike, designed and assembled in Ghent', size: 13, bold: true },
                { text: 'Weight: 19.8 kg (size M)', gap: 28 },
                { text: 'Battery: 500 Wh, removable, full charge in 4.5 hours' },
                { text: 'Range: up to 110 km, depending on assistance level' },
                { text: 'Drive: carbon belt, automatic five-speed hub' },
                { text: 'Brakes: hydraulic disc brakes' },
                { text: 'Sizes: M and L. Colours: Fjord Teal, Storm Grey, Chalk' },
                { text: 'Price: EUR 2,890 including two years of free servicing', bold: true, gap: 28 },
                { text: 'On sale from 15 April 2024 in Belgium, the Netherlands, France and Germany.' },
            ]),
    },
    {
        key: 'sustainability-fact-sheet-2024',
        filename: 'northwind-sustainability-fact-sheet-2024.pdf',
        mime_type: 'application/pdf',
        build: () =>
            pdfDocument('Sustainability fact sheet 2024', [
                { text: 'Reporting year 2023, GHG Protocol, independently reviewed', size: 13, bold: true },
                { text: 'Lifecycle footprint per bike: 212 kg CO2e (2021: 359 kg)', gap: 28 },
                { text: 'Aluminium from renewable-powered smelters: 78%' },
                { text: 'Renewable electricity, Ghent headquarters and plant: 100%' },
                { text: 'Used batteries collected: 6,900' },
            ]),
    },
    {
        key: 'sustainability-fact-sheet-2026',
        filename: 'northwind-sustainability-fact-sheet-2026.pdf',
        mime_type: 'application/pdf',
        build: () =>
            pdfDocument('Sustainability fact sheet 2026', [
                { text: 'Reporting year 2025, GHG Protocol, independently reviewed', size: 13, bold: true },
                { text: 'Scope 1 and 2: net zero (residual 3.6% of 2021 neutralised by certified removals)', gap: 28 },
                { text: 'Lifecycle footprint per bike: 164 kg CO2e (-54% vs 2021)' },
                { text: 'Recycled aluminium in frames: 41%' },
                { text: 'Van kilometres per 1,000 shared rides: 38 (2021: 182)' },
                { text: '2030 target: scope 3 emissions per bike halved versus 2021', bold: true, gap: 28 },
            ]),
    },
    {
        key: 'fy2024-key-figures',
        filename: 'northwind-key-figures-2024.csv',
        mime_type: 'text/csv',
        build: () =>
            csvDocument([
                ['indicator', 'unit', 'fy2024', 'fy2023'],
                ['Revenue', 'EUR million', 184.1, 112.4],
                ['Gross margin', '%', 31.2, 27.9],
                ['Adjusted EBITDA', 'EUR million', 14.8, -3.2],
                ['Bikes sold', 'units', 61300, 40200],
                ['Northwind Share rides', 'million', 4.1, 2.2],
                ['Employees at year end', 'headcount', 640, 410],
            ]),
    },
    {
        key: 'fy2025-key-figures',
        filename: 'northwind-key-figures-2025.csv',
        mime_type: 'text/csv',
        build: () =>
            csvDocument([
                ['indicator', 'unit', 'fy2025', 'fy2024'],
                ['Revenue', 'EUR million', 271.6, 184.1],
                ['Gross margin', '%', '33.0', 31.2],
                ['Adjusted EBITDA', 'EUR million', 29.9, 14.8],
                ['Bikes sold', 'units', 84700, 61300],
                ['of which Kestrel', 'units', 9800, 0],
                ['Northwind Share rides', 'million', 6.8, 4.1],
                ['Dock stations', 'units', 210, 40],
                ['Employees at year end', 'headcount', 910, 640],
            ]),
    },
];
