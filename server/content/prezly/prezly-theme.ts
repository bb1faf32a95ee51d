import { ThemeSettingsSchema } from '../../../domain/content';
import type { LeftOutField } from '../validate';
import { cssColourToHex } from './css-colour';

type ThemeKey = keyof typeof ThemeSettingsSchema.shape;

/**
 * Prezly's theme fonts that we do not ship, mapped to the closest family we do: serif faces to
 * `serif`, other sans faces to the system stack (a custom font: customFontFallback).
 */
const FONTS: Record<string, string> = {
    inter: 'inter',
    open_sans: 'open-sans',
    merriweather: 'merriweather',
    alegreya: 'serif',
    playfair_display: 'serif',
    pt_serif: 'serif',
    alegreya_sans: 'system',
    mulish: 'system',
    nunito: 'system',
    roboto: 'system',
    source_code_pro: 'system',
};

/** Family names that say they are serif faces (and not their sans companions). */
const SERIF_NAME =
    /serif|garamond|baskerville|georgia|times|merriweather|playfair|lora|alegreya|crimson|caslon|bodoni|didot/i;

/**
 * Prezly's `custom_font` (`{heading, paragraph}`, each `{source, family, url, variants}`) as the
 * family names the style sheet puts first; only while the theme's `font` is `custom`, as Prezly's
 * theme reads it. The files (Google Fonts, Adobe Fonts, uploads, links) are not loaded.
 */
function customFont(settings: Record<string, unknown>): unknown {
    const value = settings.custom_font;
    if (settings.font !== 'custom' || typeof value !== 'object' || value === null) return undefined;
    const family = (slot: unknown) =>
        typeof slot === 'object' && slot !== null ? ((slot as { family?: unknown }).family ?? null) : null;
    const { heading, paragraph } = value as Record<string, unknown>;
    return { heading: family(heading), paragraph: family(paragraph) };
}

/**
 * The family the site ships nearest to a custom font: the serif stack for a face whose name says
 * serif, else the system stack (Prezly's theme falls back to sans-serif); Inter, the theme's own
 * default, when the custom font is unusable or missing.
 */
function customFontFallback(settings: Record<string, unknown>): string {
    const parsed = ThemeSettingsSchema.shape.custom_font.safeParse(customFont(settings));
    const font = parsed.success ? parsed.data : null;
    const name = font?.paragraph ?? font?.heading;
    if (!name) return 'inter';
    return SERIF_NAME.test(name) && !/sans/i.test(name) ? 'serif' : 'system';
}

/** Prezly's sharing network names where ours differ. */
const NETWORKS: Record<string, string> = { twitter: 'x' };

function sharingActions(settings: Record<string, unknown>): unknown {
    const actions = settings.sharing_actions;
    if (!Array.isArray(actions)) return undefined;
    const mapped = actions.map((action) => (typeof action === 'string' ? (NETWORKS[action] ?? action) : action));
    const valid = ThemeSettingsSchema.shape.sharing_actions.unwrap().element;
    const kept = mapped.filter((action) => valid.safeParse(action).success);
    // Prezly keeps "copy URL" as its own switch; here it is one of the sharing actions.
    if (settings.show_copy_url === true && !kept.includes('copy_url')) kept.push('copy_url');
    if (settings.show_copy_url === false) return kept.filter((action) => action !== 'copy_url');
    return kept;
}

function candidate(key: ThemeKey, settings: Record<string, unknown>): unknown {
    const value = settings[key];
    if (key.endsWith('_color')) return typeof value === 'string' ? (cssColourToHex(value) ?? value) : value;
    if (key === 'font' && value === 'custom') return customFontFallback(settings);
    if (key === 'font') return typeof value === 'string' ? (FONTS[value] ?? value) : value;
    if (key === 'custom_font') return customFont(settings);
    if (key === 'sharing_actions') return sharingActions(settings);
    // An address typed without its scheme (`acme.example`), as Prezly's theme reads it.
    if (key === 'main_site_url' && typeof value === 'string' && value && !/^[a-z][a-z\d+.-]*:/i.test(value)) {
        return `https://${value.replace(/^\/\//, '')}`;
    }
    if (key === 'sharing_placement' && Array.isArray(value)) return value.filter((v) => v === 'top' || v === 'bottom');
    return value;
}

/**
 * Maps a Prezly theme preset's settings onto our ThemeSettingsSchema input. A setting we cannot
 * use (unknown font, a colour in no CSS form we read) is left out so its default applies, and
 * named in `leftOut` when given: a theme quirk must never make the whole newsroom unusable.
 * Colours come in any CSS form Prezly takes (`rgb()`, `hsl()`, a name…), as `#rrggbb`.
 */
export function themeFromPrezly(
    settings: Record<string, unknown> | null | undefined,
    leftOut?: LeftOutField[],
): Record<string, unknown> {
    const theme: Record<string, unknown> = {};
    if (!settings) return theme;
    for (const key of Object.keys(ThemeSettingsSchema.shape) as ThemeKey[]) {
        const value = candidate(key, settings);
        if (value === undefined) continue;
        const parsed = ThemeSettingsSchema.shape[key].safeParse(value);
        if (parsed.success) theme[key] = value;
        else if (settings[key] !== null && settings[key] !== undefined) {
            leftOut?.push({ path: ['theme', key], message: parsed.error.issues[0]!.message, removed: ['theme', key] });
        }
    }
    return theme;
}
