import { r } from './random';
import type { SceneInput } from './scenes-outdoor';
import { bike, person } from './silhouettes';
import { blur, bokeh, glowAt, linear } from './svg';

/** A seamless studio backdrop with the product lit from above: launch pictures. */
export function studioScene(input: SceneInput): string {
    const { w, h, rng, pal } = input;
    const floorY = h * 0.78;
    const R = h * rng.range(0.17, 0.2);
    const kind = input.bike ?? 'city';
    const length = kind === 'cargo' ? 5.6 : 4.1;
    const x = (w - length * R) / 2 + R * 0.5;
    const backdrop = `<defs><radialGradient id="backdrop" cx="50%" cy="40%" r="80%"><stop offset="0%" stop-color="${pal.sky[0]}"/><stop offset="60%" stop-color="${pal.sky[1]}"/><stop offset="100%" stop-color="${pal.sky[2]}"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#backdrop)"/>`;
    const floor = `<defs>${linear('floor', [pal.sky[1], pal.sky[2]], true, [0, 0.6])}</defs><rect y="${r(floorY - h * 0.1)}" width="${w}" height="${r(h - floorY + h * 0.1)}" fill="url(#floor)"/>`;
    const shadow = `<defs>${blur('shadow', R * 0.12)}</defs><ellipse cx="${r(x + length * R * 0.38)}" cy="${r(floorY + R)}" rx="${r(length * R * 0.6)}" ry="${r(R * 0.12)}" fill="#000" opacity="0.35" filter="url(#shadow)"/>`;
    const style = {
        frame: pal.accent,
        tyre: pal.dark,
        detail: '#2b2f33',
        detailed: true,
        facingLeft: rng.next() > 0.5,
    };
    const mirrored = `<g transform="translate(0 ${r(2 * (floorY + R))}) scale(1 -1)" opacity="0.12">${bike(kind, x, floorY, R, style)}</g>`;
    return [
        backdrop,
        glowAt('key', w * 0.5, h * 0.05, h * 0.7, pal.glow, 0.8),
        floor,
        shadow,
        mirrored,
        bike(kind, x, floorY, R, style),
    ].join('');
}

/** Assembly hall: perspective beams, a row of lamps, frames on the line. */
export function factoryScene(input: SceneInput): string {
    const { w, h, rng, pal } = input;
    const vx = w * rng.range(0.4, 0.6);
    const vy = h * 0.42;
    const beams: string[] = [];
    for (let i = -8; i <= 8; i++) beams.push(`M${r(vx)} ${r(vy)} L${r(vx + i * w * 0.18)} 0`);
    const lamps: string[] = [];
    for (let i = 1; i < 7; i++) {
        const t = 1 - i / 7;
        lamps.push(glowAt(`lamp${i}`, vx + (w * 0.35 - vx) * t, vy - h * 0.4 * t, h * 0.12 * t + 10, pal.glow, 0.9));
        lamps.push(glowAt(`lampb${i}`, vx + (w * 0.65 - vx) * t, vy - h * 0.4 * t, h * 0.12 * t + 10, pal.glow, 0.9));
    }
    const line: string[] = [];
    for (let i = 0; i < 6; i++) {
        const t = 1 - i / 6;
        const R = h * 0.08 * t + 6;
        const x = vx - w * 0.45 * t;
        const y = vy + h * 0.45 * t;
        line.push(
            bike(rng.pick(['city', 'speed'] as const), x, y, R, {
                frame: pal.accent,
                tyre: pal.dark,
                detail: pal.dark,
            }),
        );
    }
    const bench = `<path d="M0 ${r(h * 0.92)} L${r(vx - 20)} ${r(vy + 12)} L${r(vx + 20)} ${r(vy + 12)} L${r(w * 0.55)} ${r(h * 0.92)} Z" fill="${pal.dark}" opacity="0.55"/>`;
    return [
        `<defs>${linear('wall', [pal.sky[0], pal.sky[1], pal.sky[0]])}</defs><rect width="${w}" height="${h}" fill="url(#wall)"/>`,
        `<path d="${beams.join(' ')}" stroke="${pal.dark}" stroke-width="${r(w * 0.006)}" opacity="0.6"/>`,
        lamps.join(''),
        `<defs>${linear('floor', [pal.sky[1], pal.dark])}</defs><path d="M0 ${r(h)} L0 ${r(vy + h * 0.2)} L${r(w)} ${r(vy + h * 0.2)} L${r(w)} ${r(h)} Z" fill="url(#floor)" opacity="0.8"/>`,
        bench,
        line.join(''),
        bokeh(rng, 'dust', pal.glow, 18, { x: 0, y: 0, w, h: h * 0.5 }, [h * 0.004, h * 0.015]),
    ].join('');
}

/** A conference stage seen from the back of the room. */
export function stageScene(input: SceneInput): string {
    const { w, h, rng, pal } = input;
    const screen = { x: w * 0.22, y: h * 0.12, w: w * 0.56, h: h * 0.42 };
    const beams: string[] = [];
    for (let i = 0; i < 4; i++) {
        const sx = w * (0.15 + i * 0.23);
        beams.push(
            `<path d="M${r(sx)} 0 L${r(sx - w * 0.12)} ${r(h * 0.75)} L${r(sx + w * 0.12)} ${r(h * 0.75)} Z" fill="url(#beam)"/>`,
        );
    }
    const heads: string[] = [];
    for (let row = 0; row < 4; row++) {
        const y = h * (0.8 + row * 0.07);
        const size = h * (0.035 + row * 0.012);
        for (let x = -size; x < w + size; x += size * rng.range(2.2, 2.8)) {
            heads.push(
                `M${r(x)} ${r(y)} a${r(size * 0.7)} ${r(size * 0.8)} 0 1 1 0.1 0 Z M${r(x - size * 1.3)} ${r(y + size * 2.4)} Q${r(x)} ${r(y + size * 0.4)} ${r(x + size * 1.3)} ${r(y + size * 2.4)} Z`,
            );
        }
    }
    const speaker = person(
        w * 0.5 + rng.range(-w * 0.15, w * 0.15),
        h * 0.75,
        h * 0.09,
        pal.light,
        pal.glow,
        pal.dark,
        pal.dark,
    );
    return [
        `<rect width="${w}" height="${h}" fill="${pal.dark}"/>`,
        `<defs>${linear('screen', [pal.sky[1], pal.sky[2]], false)}${linear('beam', [pal.glow, pal.glow], true, [0.35, 0])}</defs>`,
        glowAt('halo', w / 2, h * 0.33, w * 0.45, pal.sky[2], 0.5),
        `<rect x="${r(screen.x)}" y="${r(screen.y)}" width="${r(screen.w)}" height="${r(screen.h)}" rx="6" fill="url(#screen)"/>`,
        `<path d="M${r(screen.x + screen.w * 0.1)} ${r(screen.y + screen.h * 0.75)} C${r(screen.x + screen.w * 0.35)} ${r(screen.y + screen.h * 0.2)} ${r(screen.x + screen.w * 0.6)} ${r(screen.y + screen.h * 0.9)} ${r(screen.x + screen.w * 0.9)} ${r(screen.y + screen.h * 0.25)}" fill="none" stroke="${pal.light}" stroke-width="${r(h * 0.012)}" opacity="0.8"/>`,
        beams.join(''),
        `<rect y="${r(h * 0.72)}" width="${w}" height="${r(h * 0.05)}" fill="${pal.sky[1]}" opacity="0.5"/>`,
        speaker,
        `<defs>${blur('crowd', h * 0.004)}</defs><path d="${heads.join(' ')}" fill="#000" opacity="0.92" filter="url(#crowd)"/>`,
        bokeh(rng, 'lights', pal.glow, 14, { x: 0, y: 0, w, h: h * 0.15 }, [h * 0.01, h * 0.03]),
    ].join('');
}

/** A battery-swap station at night. */
export function dockScene(input: SceneInput): string {
    const { w, h, rng, pal } = input;
    const ground = h * 0.8;
    const px = w * rng.range(0.3, 0.5);
    const pillar = `<rect x="${r(px)}" y="${r(h * 0.25)}" width="${r(w * 0.16)}" height="${r(ground - h * 0.25)}" rx="${r(w * 0.01)}" fill="${pal.sky[1]}"/>`;
    const panel = `<rect x="${r(px + w * 0.02)}" y="${r(h * 0.3)}" width="${r(w * 0.12)}" height="${r(h * 0.12)}" rx="6" fill="${pal.glow}" opacity="0.9"/>`;
    const slots: string[] = [];
    for (let i = 0; i < 4; i++) {
        const y = h * 0.47 + i * h * 0.075;
        slots.push(
            `<rect x="${r(px + w * 0.025)}" y="${r(y)}" width="${r(w * 0.11)}" height="${r(h * 0.055)}" rx="4" fill="${pal.dark}"/>`,
        );
        slots.push(
            `<rect x="${r(px + w * 0.03)}" y="${r(y + h * 0.018)}" width="${r(w * 0.1 * rng.range(0.3, 1))}" height="${r(h * 0.018)}" rx="3" fill="${pal.accent}"/>`,
        );
    }
    const R = h * 0.12;
    return [
        `<defs>${linear('sky', pal.sky)}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`,
        bokeh(rng, 'far', pal.glow, 40, { x: 0, y: h * 0.2, w, h: h * 0.5 }, [h * 0.01, h * 0.04]),
        glowAt('screenglow', px + w * 0.08, h * 0.36, h * 0.45, pal.glow, 0.45),
        `<rect y="${r(ground)}" width="${w}" height="${r(h - ground)}" fill="${pal.dark}"/>`,
        pillar,
        panel,
        slots.join(''),
        `<rect x="${r(px)}" y="${r(ground)}" width="${r(w * 0.16)}" height="${r(h * 0.12)}" fill="${pal.glow}" opacity="0.12"/>`,
        bike('city', px + w * 0.2, ground - R * 0.05, R, {
            frame: pal.accent,
            tyre: '#000',
            detail: pal.sky[1],
            detailed: true,
        }),
    ].join('');
}

/** Soft background and a head-and-shoulders figure: portraits and contact avatars. */
export function portraitScene(input: SceneInput): string {
    const { w, h, rng, pal } = input;
    const skinTones = [
        ['#e8c4a8', '#b98d6e'],
        ['#c99a74', '#8f6447'],
        ['#a9785a', '#6e4a35'],
        ['#f0d2bd', '#c49e84'],
    ] as const;
    const [skin, shade] = rng.pick(skinTones);
    const hair = rng.pick(['#2a1d17', '#4b3426', '#1a1a1a', '#7a5a3c', '#b8b0a6']);
    const size = Math.min(w, h) * 0.42;
    return [
        `<defs>${linear('bg', [pal.sky[0], pal.sky[1], pal.sky[2]], false)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`,
        bokeh(rng, 'bg-lights', pal.glow, 12, { x: 0, y: 0, w, h: h * 0.6 }, [w * 0.03, w * 0.09]),
        glowAt('rim', w * 0.7, h * 0.35, w * 0.55, pal.glow, 0.5),
        person(w * 0.5, h * 1.02, size, skin, shade, pal.accent, hair),
    ].join('');
}

/** Translucent waves and rising bars: finance and results pictures. */
export function chartScene(input: SceneInput): string {
    const { w, h, rng, pal } = input;
    const waves: string[] = [];
    for (let i = 0; i < 4; i++) {
        const y = h * (0.45 + i * 0.1);
        const a = h * rng.range(0.05, 0.12);
        waves.push(
            `<path d="M0 ${r(y)} C${r(w * 0.3)} ${r(y - a)} ${r(w * 0.6)} ${r(y + a)} ${r(w)} ${r(y - a * 0.5)} L${r(w)} ${r(h)} L0 ${r(h)} Z" fill="${i % 2 ? pal.accent : pal.sky[2]}" opacity="0.18"/>`,
        );
    }
    const bars: string[] = [];
    const n = 9;
    for (let i = 0; i < n; i++) {
        const bh = h * (0.12 + (i / n) * 0.45 + rng.range(-0.04, 0.04));
        const bx = w * 0.12 + (i * w * 0.76) / n;
        bars.push(
            `<rect x="${r(bx)}" y="${r(h * 0.85 - bh)}" width="${r((w * 0.76) / n - w * 0.02)}" height="${r(bh)}" rx="${r(w * 0.006)}" fill="url(#bar)"/>`,
        );
    }
    return [
        `<defs>${linear('sky', pal.sky)}${linear('bar', [pal.light, pal.accent], true, [0.85, 0.25])}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`,
        glowAt('light', w * 0.8, h * 0.2, h * 0.7, pal.glow, 0.6),
        waves.join(''),
        `<defs>${blur('depth', 2)}</defs><g filter="url(#depth)">${bars.join('')}</g>`,
        bokeh(rng, 'sparks', pal.light, 16, { x: 0, y: 0, w, h: h * 0.6 }, [h * 0.005, h * 0.02]),
    ].join('');
}
