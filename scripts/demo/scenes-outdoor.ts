import type { Palette } from './palettes';
import { type Rng, r } from './random';
import { type BikeKind, bike, turbine } from './silhouettes';
import { blur, bokeh, glowAt, linear } from './svg';

export interface SceneInput {
    w: number;
    h: number;
    rng: Rng;
    pal: Palette;
    bike?: BikeKind;
}

function sky({ w, h, pal }: SceneInput): string {
    return `<defs>${linear('sky', pal.sky)}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;
}

/** A row of buildings with lit windows; blurred when far away. */
function skyline(
    rng: Rng,
    id: string,
    w: number,
    baseY: number,
    minH: number,
    maxH: number,
    color: string,
    windows: string,
    blurBy: number,
    tall = false,
): string {
    const parts: string[] = [];
    const lights: string[] = [];
    let x = -rng.range(0, 60);
    while (x < w) {
        const bw = rng.range(w * 0.03, w * (tall ? 0.06 : 0.09));
        const bh = rng.range(minH, maxH) * (tall && rng.next() > 0.7 ? 1.6 : 1);
        const top = baseY - bh;
        if (tall && rng.next() > 0.5) {
            parts.push(
                `M${r(x)} ${r(baseY)} L${r(x)} ${r(top + bw * 0.5)} L${r(x + bw / 2)} ${r(top)} L${r(x + bw)} ${r(top + bw * 0.5)} L${r(x + bw)} ${r(baseY)} Z`,
            );
        } else {
            parts.push(`M${r(x)} ${r(baseY)} L${r(x)} ${r(top)} L${r(x + bw)} ${r(top)} L${r(x + bw)} ${r(baseY)} Z`);
        }
        const cols = Math.max(2, Math.floor(bw / 22));
        const rows = Math.floor(bh / 30);
        for (let row = 1; row < rows; row++) {
            for (let col = 0; col < cols; col++) {
                if (rng.next() > 0.3) continue;
                lights.push(`M${r(x + 6 + (col * (bw - 12)) / cols)} ${r(top + row * 30)} h8 v12 h-8 Z`);
            }
        }
        x += bw + rng.range(0, w * 0.01);
    }
    return `<defs>${blur(id, blurBy)}</defs><g filter="url(#${id})"><path d="${parts.join(' ')}" fill="${color}"/><path d="${lights.join(' ')}" fill="${windows}" opacity="0.75"/></g>`;
}

/** A city street at dawn or dusk with a bike in the foreground. */
export function streetScene(input: SceneInput): string {
    const { w, h, rng, pal } = input;
    const horizon = h * rng.range(0.58, 0.66);
    const sunX = w * rng.range(0.2, 0.8);
    const road = `<defs>${linear('road', [pal.sky[1], pal.dark, '#000000'])}</defs><path d="M0 ${r(horizon)} L${r(w)} ${r(horizon)} L${r(w)} ${r(h)} L0 ${r(h)} Z" fill="url(#road)"/>`;
    const lanes: string[] = [];
    for (let i = 0; i < 6; i++) {
        const t0 = i / 6;
        const t1 = t0 + 0.07;
        const y0 = horizon + (h - horizon) * t0 * t0;
        const y1 = horizon + (h - horizon) * t1 * t1;
        lanes.push(
            `M${r(w * 0.5 - 2 - t0 * w * 0.01)} ${r(y0)} L${r(w * 0.5 + 2 + t0 * w * 0.01)} ${r(y0)} L${r(w * 0.5 + 3 + t1 * w * 0.012)} ${r(y1)} L${r(w * 0.5 - 3 - t1 * w * 0.012)} ${r(y1)} Z`,
        );
    }
    const R = h * rng.range(0.11, 0.14);
    const span = ((input.bike === 'cargo' ? 4.6 : 3.1) + 2) * R;
    const bikeX = (rng.next() > 0.5 ? w * 0.94 - span : w * 0.06) + R;
    const reflection = `<defs>${blur('wet', h * 0.03)}</defs><ellipse cx="${r(sunX)}" cy="${r(horizon + (h - horizon) * 0.35)}" rx="${r(w * 0.07)}" ry="${r((h - horizon) * 0.4)}" fill="${pal.glow}" opacity="0.3" filter="url(#wet)"/>`;
    return [
        sky(input),
        glowAt('sun', sunX, horizon - h * 0.05, h * 0.6, pal.glow, 0.85),
        skyline(rng, 'far', w, horizon, h * 0.1, h * 0.3, pal.sky[1], pal.glow, 6),
        skyline(rng, 'near', w, horizon + 4, h * 0.05, h * 0.2, pal.dark, pal.glow, 2),
        road,
        reflection,
        `<path d="${lanes.join(' ')}" fill="${pal.light}" opacity="0.5"/>`,
        bokeh(rng, 'lights', pal.glow, 26, { x: 0, y: horizon - h * 0.25, w, h: h * 0.3 }, [h * 0.01, h * 0.035]),
        glowAt('backlight', bikeX + R * 1.6, h - R * 1.8, R * 3.2, pal.glow, 0.35),
        `<ellipse cx="${r(bikeX + R * 1.6)}" cy="${r(h - R * 0.22)}" rx="${r(R * 2.6)}" ry="${r(R * 0.18)}" fill="#000" opacity="0.45"/>`,
        bike(input.bike ?? 'city', bikeX, h - R * 1.2, R, {
            frame: pal.accent,
            tyre: pal.dark,
            detail: '#1a1a1a',
            detailed: true,
            facingLeft: rng.next() > 0.5,
        }),
    ].join('');
}

/** Rolling hills, wind turbines and a river: the sustainability pictures. */
export function landscapeScene(input: SceneInput): string {
    const { w, h, rng, pal } = input;
    const layers: string[] = [];
    const colors = [pal.sky[1], pal.accent, pal.dark];
    for (let layer = 0; layer < 3; layer++) {
        const base = h * (0.55 + layer * 0.12);
        let d = `M0 ${r(h)} L0 ${r(base)}`;
        const steps = 5;
        for (let i = 1; i <= steps; i++) {
            const x = (w * i) / steps;
            const y = base + rng.range(-h * 0.08, h * 0.06);
            d += ` Q${r(x - w / steps / 2)} ${r(base + rng.range(-h * 0.12, h * 0.02))} ${r(x)} ${r(y)}`;
        }
        d += ` L${r(w)} ${r(h)} Z`;
        layers.push(`<path d="${d}" fill="${colors[layer]}" opacity="${[0.55, 0.85, 1][layer]}"/>`);
        if (layer === 0) {
            for (let t = 0; t < 7; t++)
                layers.push(
                    turbine(
                        rng.range(0, w),
                        base + h * 0.02,
                        rng.range(h * 0.18, h * 0.3),
                        pal.light,
                        rng.range(0, 6.28),
                    ),
                );
        }
    }
    const river = `<path d="M${r(w * 0.35)} ${r(h)} Q${r(w * 0.5)} ${r(h * 0.85)} ${r(w * 0.45)} ${r(h * 0.8)} Q${r(w * 0.42)} ${r(h * 0.76)} ${r(w * 0.52)} ${r(h * 0.74)} L${r(w * 0.56)} ${r(h * 0.745)} Q${r(w * 0.5)} ${r(h * 0.78)} ${r(w * 0.58)} ${r(h * 0.86)} Q${r(w * 0.66)} ${r(h * 0.95)} ${r(w * 0.62)} ${r(h)} Z" fill="${pal.glow}" opacity="0.6"/>`;
    return [
        sky(input),
        glowAt('sun', w * rng.range(0.6, 0.85), h * 0.3, h * 0.55, pal.glow),
        `<defs>${blur('haze', 3)}</defs><g filter="url(#haze)">${layers.join('')}</g>`,
        river,
    ].join('');
}

/** A tall-tower skyline in warm light (Gulf cities). */
export function towersScene(input: SceneInput): string {
    const { w, h, rng, pal } = input;
    const horizon = h * 0.72;
    const water = `<defs>${linear('water', [pal.sky[2], pal.dark])}</defs><rect y="${r(horizon)}" width="${w}" height="${r(h - horizon)}" fill="url(#water)"/>`;
    const spire = `<path d="M${r(w * 0.62)} ${r(horizon)} L${r(w * 0.625)} ${r(h * 0.12)} L${r(w * 0.63)} ${r(horizon)} Z M${r(w * 0.6)} ${r(horizon)} L${r(w * 0.615)} ${r(h * 0.3)} L${r(w * 0.645)} ${r(h * 0.3)} L${r(w * 0.655)} ${r(horizon)} Z" fill="${pal.dark}" opacity="0.9"/>`;
    return [
        sky(input),
        glowAt('sun', w * rng.range(0.2, 0.4), horizon - h * 0.1, h * 0.7, pal.glow),
        skyline(rng, 'far', w, horizon, h * 0.15, h * 0.35, pal.sky[1], pal.glow, 5, true),
        spire,
        skyline(rng, 'near', w, horizon + 2, h * 0.08, h * 0.25, pal.dark, pal.glow, 1.5, true),
        water,
        bokeh(rng, 'lights', pal.glow, 30, { x: 0, y: horizon, w, h: h * 0.2 }, [h * 0.006, h * 0.02]),
    ].join('');
}
