import { r } from './random';

export type BikeKind = 'city' | 'speed' | 'cargo';

export interface BikeStyle {
    frame: string;
    tyre: string;
    detail: string;
    /** Draw rim highlights and spokes (close-up product shots). */
    detailed?: boolean;
    facingLeft?: boolean;
}

/**
 * A bicycle drawn from its rear hub at (x, y) with wheel radius R. The geometry follows a real
 * frame (wheelbase about three wheel radii, low bottom bracket) so it reads as a bike at a glance.
 */
export function bike(kind: BikeKind, x: number, y: number, R: number, style: BikeStyle): string {
    const front = kind === 'cargo' ? 4.6 : 3.1;
    const frontR = kind === 'cargo' ? 0.75 : 1;
    const p = (px: number, py: number) => `${r(px * R)} ${r(py * R)}`;
    const wheels = [wheel(0, 0, R, style), wheel(front * R, (1 - frontR) * R, R * frontR, style)].join('');
    type Point = readonly [number, number];
    const bb: Point = [1.25, 0.2];
    const seatTop: Point = [0.9, -1.5];
    const headTop: Point = kind === 'cargo' ? [3.85, -1.55] : [2.65, -1.6];
    const headBottom: Point = kind === 'cargo' ? [3.95, -1.1] : [2.75, -1.15];
    const frontHub: Point = [front, 1 - frontR];
    const tubes: string[] = [
        `M${p(...bb)} L${p(...seatTop)}`,
        `M${p(0, 0)} L${p(...bb)}`,
        `M${p(0, 0)} L${p(seatTop[0] + 0.05, seatTop[1] + 0.35)}`,
        `M${p(...headTop)} L${p(...headBottom)} L${p(...frontHub)}`,
    ];
    if (kind === 'speed') {
        tubes.push(`M${p(seatTop[0] + 0.05, seatTop[1] + 0.25)} L${p(headTop[0], headTop[1] + 0.12)}`);
        tubes.push(`M${p(...bb)} L${p(headBottom[0], headBottom[1] + 0.05)}`);
    } else if (kind === 'city') {
        tubes.push(`M${p(...bb)} Q${p(1.9, -0.1)} ${p(headBottom[0], headBottom[1] + 0.05)}`);
        tubes.push(`M${p(-0.15, -1.05)} L${p(0.75, -1.05)} M${p(-0.05, -1.05)} L${p(0, 0)}`);
    } else {
        tubes.push(`M${p(...bb)} L${p(3.9, 0.15)} L${p(...headBottom)}`);
    }
    const frame = `<path d="${tubes.join(' ')}" fill="none" stroke="${style.frame}" stroke-width="${r(0.11 * R)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    const battery = `<path d="M${p(1.55, 0.05)} L${p(2.25, -0.55)}" stroke="${style.detail}" stroke-width="${r(0.2 * R)}" stroke-linecap="round"/>`;
    const saddle = `<path d="M${p(seatTop[0] - 0.05, seatTop[1])} L${p(seatTop[0] - 0.05, seatTop[1] - 0.25)} M${p(seatTop[0] - 0.35, seatTop[1] - 0.28)} L${p(seatTop[0] + 0.3, seatTop[1] - 0.25)}" stroke="${style.tyre}" stroke-width="${r(0.12 * R)}" stroke-linecap="round"/>`;
    const bar = `<path d="M${p(...headTop)} L${p(headTop[0] - 0.1, headTop[1] - 0.4)} L${p(headTop[0] - 0.55, headTop[1] - 0.45)}" fill="none" stroke="${style.tyre}" stroke-width="${r(0.09 * R)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    const crank = `<circle cx="${r(bb[0] * R)}" cy="${r(bb[1] * R)}" r="${r(0.24 * R)}" fill="none" stroke="${style.detail}" stroke-width="${r(0.06 * R)}"/>`;
    const cargoBox =
        kind === 'cargo'
            ? `<path d="M${p(2.05, -0.75)} L${p(3.6, -0.75)} L${p(3.45, 0.05)} L${p(2.2, 0.05)} Z" fill="${style.detail}" stroke="${style.frame}" stroke-width="${r(0.06 * R)}" stroke-linejoin="round"/>`
            : '';
    const flip = style.facingLeft ? ` translate(${r(front * R)} 0) scale(-1 1)` : '';
    return `<g transform="translate(${r(x)} ${r(y)})${flip}">${wheels}${cargoBox}${frame}${kind === 'cargo' ? '' : battery}${saddle}${bar}${crank}</g>`;
}

function wheel(cx: number, cy: number, R: number, style: BikeStyle): string {
    const tyre = `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(R * 0.93)}" fill="none" stroke="${style.tyre}" stroke-width="${r(R * 0.12)}"/>`;
    if (!style.detailed) return tyre;
    const spokes: string[] = [];
    for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2;
        spokes.push(`M${r(cx)} ${r(cy)} L${r(cx + Math.cos(a) * R * 0.85)} ${r(cy + Math.sin(a) * R * 0.85)}`);
    }
    const rim = `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(R * 0.85)}" fill="none" stroke="${style.detail}" stroke-width="${r(R * 0.03)}"/>`;
    const hub = `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(R * 0.08)}" fill="${style.detail}"/>`;
    return `${tyre}${rim}<path d="${spokes.join(' ')}" stroke="${style.detail}" stroke-width="${r(R * 0.012)}" opacity="0.7"/>${hub}`;
}

/** Head and shoulders, lit from one side: the subject of portraits and avatars. */
export function person(
    cx: number,
    baseY: number,
    size: number,
    skin: string,
    shade: string,
    clothes: string,
    hair: string,
): string {
    const s = (v: number) => r(v * size);
    const head = `<ellipse cx="${r(cx)}" cy="${r(baseY - size * 1.55)}" rx="${s(0.3)}" ry="${s(0.38)}" fill="url(#skin)"/>`;
    const hairPath = `<path d="M${r(cx - size * 0.32)} ${r(baseY - size * 1.5)} Q${r(cx - size * 0.36)} ${r(baseY - size * 2.05)} ${r(cx)} ${r(baseY - size * 1.98)} Q${r(cx + size * 0.38)} ${r(baseY - size * 1.98)} ${r(cx + size * 0.32)} ${r(baseY - size * 1.45)} Q${r(cx + size * 0.22)} ${r(baseY - size * 1.78)} ${r(cx)} ${r(baseY - size * 1.8)} Q${r(cx - size * 0.25)} ${r(baseY - size * 1.78)} ${r(cx - size * 0.32)} ${r(baseY - size * 1.5)} Z" fill="${hair}"/>`;
    const neck = `<rect x="${r(cx - size * 0.13)}" y="${r(baseY - size * 1.25)}" width="${s(0.26)}" height="${s(0.35)}" fill="${shade}"/>`;
    const body = `<path d="M${r(cx - size * 1.05)} ${r(baseY)} Q${r(cx - size * 1.0)} ${r(baseY - size * 0.85)} ${r(cx - size * 0.2)} ${r(baseY - size * 0.98)} L${r(cx + size * 0.2)} ${r(baseY - size * 0.98)} Q${r(cx + size * 1.0)} ${r(baseY - size * 0.85)} ${r(cx + size * 1.05)} ${r(baseY)} Z" fill="${clothes}"/>`;
    const collar = `<path d="M${r(cx - size * 0.2)} ${r(baseY - size * 0.98)} L${r(cx)} ${r(baseY - size * 0.62)} L${r(cx + size * 0.2)} ${r(baseY - size * 0.98)}" fill="${skin}" opacity="0.9"/>`;
    const defs = `<defs><linearGradient id="skin" x1="0" y1="0" x2="1" y2="0"><stop offset="0%" stop-color="${skin}"/><stop offset="100%" stop-color="${shade}"/></linearGradient></defs>`;
    return `${defs}${neck}${body}${collar}${head}${hairPath}`;
}

/** A three-bladed wind turbine standing on the ground at (x, y). */
export function turbine(x: number, y: number, height: number, color: string, angle: number): string {
    const hubY = y - height;
    const blades: string[] = [];
    for (let i = 0; i < 3; i++) {
        const a = angle + (i * Math.PI * 2) / 3;
        const len = height * 0.42;
        const tx = x + Math.cos(a) * len;
        const ty = hubY + Math.sin(a) * len;
        const nx = Math.cos(a + Math.PI / 2) * height * 0.018;
        const ny = Math.sin(a + Math.PI / 2) * height * 0.018;
        blades.push(`M${r(x + nx)} ${r(hubY + ny)} L${r(tx)} ${r(ty)} L${r(x - nx)} ${r(hubY - ny)} Z`);
    }
    return `<path d="M${r(x - height * 0.012)} ${r(y)} L${r(x - height * 0.006)} ${r(hubY)} L${r(x + height * 0.006)} ${r(hubY)} L${r(x + height * 0.012)} ${r(y)} Z ${blades.join(' ')}" fill="${color}"/><circle cx="${r(x)}" cy="${r(hubY)}" r="${r(height * 0.02)}" fill="${color}"/>`;
}
