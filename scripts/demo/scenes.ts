import type { PaletteName } from './palettes';
import { PALETTES } from './palettes';
import { createRng, seedFor } from './random';
import { chartScene, dockScene, factoryScene, portraitScene, stageScene, studioScene } from './scenes-indoor';
import { landscapeScene, type SceneInput, streetScene, towersScene } from './scenes-outdoor';
import type { BikeKind } from './silhouettes';
import { grain, svgDocument, vignette } from './svg';

export const SCENES = {
    street: streetScene,
    landscape: landscapeScene,
    towers: towersScene,
    studio: studioScene,
    factory: factoryScene,
    stage: stageScene,
    dock: dockScene,
    portrait: portraitScene,
    chart: chartScene,
} satisfies Record<string, (input: SceneInput) => string>;

export type SceneName = keyof typeof SCENES;

export interface PhotoSpec {
    scene: SceneName;
    palette: PaletteName;
    width: number;
    height: number;
    bike?: BikeKind;
}

/** The SVG source of one photograph. The key seeds every random choice, so it is stable. */
export function photoSvg(key: string, spec: PhotoSpec): string {
    const seed = seedFor(key);
    const input: SceneInput = {
        w: spec.width,
        h: spec.height,
        rng: createRng(seed),
        pal: PALETTES[spec.palette],
        bike: spec.bike,
    };
    const body = SCENES[spec.scene](input);
    const strength = spec.scene === 'studio' ? 0.25 : 0.5;
    return svgDocument(
        spec.width,
        spec.height,
        body + vignette(spec.width, spec.height, strength) + grain(seed, spec.width, spec.height, 0.08),
    );
}
