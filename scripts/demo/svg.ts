import { type Rng, r } from './random';

/** Small SVG building blocks shared by the scenes. Every id is unique within one image. */

export function linear(id: string, stops: string[], vertical = true, opacities?: number[]): string {
    const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    const body = stops
        .map((color, i) => {
            const offset = stops.length === 1 ? 0 : i / (stops.length - 1);
            const opacity = opacities?.[i] ?? 1;
            return `<stop offset="${r(offset * 100)}%" stop-color="${color}" stop-opacity="${opacity}"/>`;
        })
        .join('');
    return `<linearGradient id="${id}" ${dir}>${body}</linearGradient>`;
}

export function radial(id: string, color: string, opacity = 1, fade = 1): string {
    return `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="${r(fade * 100)}%" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

export function blur(id: string, deviation: number): string {
    return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${r(deviation)}"/></filter>`;
}

/** Film grain: fractal noise turned grey, laid over the picture at low opacity. */
export function grain(seed: number, w: number, h: number, opacity = 0.05): string {
    const filter = `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${seed % 1000}" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter>`;
    return `<defs>${filter}</defs><rect width="${w}" height="${h}" filter="url(#grain)" opacity="${opacity}" style="mix-blend-mode:overlay"/>`;
}

export function vignette(w: number, h: number, strength = 0.5): string {
    return `<defs><radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset="55%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="${strength}"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#vignette)"/>`;
}

/** Out-of-focus lights: blurred discs of one colour. */
export function bokeh(
    rng: Rng,
    id: string,
    color: string,
    count: number,
    area: { x: number; y: number; w: number; h: number },
    size: [number, number],
): string {
    const discs: string[] = [];
    for (let i = 0; i < count; i++) {
        const cx = area.x + rng.next() * area.w;
        const cy = area.y + rng.next() * area.h;
        const radius = rng.range(size[0], size[1]);
        discs.push(
            `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${color}" opacity="${Math.round(rng.range(0.15, 0.55) * 100) / 100}"/>`,
        );
    }
    return `<defs>${blur(id, (size[0] + size[1]) / 6)}</defs><g filter="url(#${id})">${discs.join('')}</g>`;
}

/** A soft light source. */
export function glowAt(id: string, cx: number, cy: number, radius: number, color: string, opacity = 0.9): string {
    return `<defs>${radial(id, color, opacity)}</defs><circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="url(#${id})"/>`;
}

export function svgDocument(w: number, h: number, body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
