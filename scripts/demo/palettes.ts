/** Colour palettes for the generated photographs: one per gallery or story family. */
export interface Palette {
    /** Sky or backdrop, top to bottom. */
    sky: [string, string, string];
    /** Warm or cool light source. */
    glow: string;
    /** Product and brand colour. */
    accent: string;
    /** Silhouettes and deep shadows. */
    dark: string;
    /** Highlights. */
    light: string;
}

export const PALETTES = {
    dawn: {
        sky: ['#1d3b53', '#6f8fa6', '#f2c38b'],
        glow: '#ffd29a',
        accent: '#12a39a',
        dark: '#13202b',
        light: '#fff4e2',
    },
    teal: {
        sky: ['#0b2f3a', '#1f6f78', '#a7d7c5'],
        glow: '#e9fff6',
        accent: '#0fb5a2',
        dark: '#071c22',
        light: '#f4fffb',
    },
    industrial: {
        sky: ['#2a211c', '#5b4636', '#c98d4f'],
        glow: '#ffc27a',
        accent: '#e07a2f',
        dark: '#18120e',
        light: '#fff0db',
    },
    evening: {
        sky: ['#160f2e', '#4a2a6b', '#e06c75'],
        glow: '#ff9e7a',
        accent: '#8f7bff',
        dark: '#0c0818',
        light: '#ffe9f0',
    },
    meadow: {
        sky: ['#5d8fb8', '#a9cde0', '#eef3e2'],
        glow: '#fff6d8',
        accent: '#3f9b4f',
        dark: '#1f3b2a',
        light: '#ffffff',
    },
    night: {
        sky: ['#050b1a', '#10264a', '#2f5d8a'],
        glow: '#7fd6ff',
        accent: '#26c6da',
        dark: '#02060f',
        light: '#e6f8ff',
    },
    desert: {
        sky: ['#40324f', '#c0757a', '#f6c48a'],
        glow: '#ffe0a8',
        accent: '#d9a441',
        dark: '#241a22',
        light: '#fff7ea',
    },
    slate: {
        sky: ['#1e2a38', '#3f566e', '#9fb3c8'],
        glow: '#dce8f5',
        accent: '#3b82c4',
        dark: '#0e151d',
        light: '#f5f9fc',
    },
    studio: {
        sky: ['#e9ecef', '#cfd6dd', '#9aa5b1'],
        glow: '#ffffff',
        accent: '#0e7c66',
        dark: '#1b2630',
        light: '#ffffff',
    },
    copper: {
        sky: ['#2b1d16', '#7a4b33', '#e3b17d'],
        glow: '#ffd6a3',
        accent: '#c4683a',
        dark: '#140c08',
        light: '#fff3e6',
    },
    spring: {
        sky: ['#7fb3d5', '#cfe6f2', '#f7efe0'],
        glow: '#fffbe8',
        accent: '#e8573f',
        dark: '#233140',
        light: '#ffffff',
    },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
