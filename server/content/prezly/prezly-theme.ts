import { ThemeSettingsSchema } from '../../../domain/content';

type ThemeKey = keyof typeof ThemeSettingsSchema.shape;

/**
 * Prezly's theme fonts that we do not ship, mapped to the closest family we do: serif faces to
 * `serif`, other sans faces to the system stack, a custom upload to our default.
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
    custom: 'inter',
};

/** Prezly's sharing network names where ours differ. */
const NETWORKS: Record<string, string> = { twitter: 'x' };

function expandHex(value: unknown): unknown {
    if (typeof value !== 'string') return value;
    const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value.trim());
    return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : value.trim();
}

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
    if (key.endsWith('_color')) return expandHex(value);
    if (key === 'font') return typeof value === 'string' ? (FONTS[value] ?? value) : value;
    if (key === 'sharing_actions') return sharingActions(settings);
    if (key === 'sharing_placement' && Array.isArray(value)) return value.filter((v) => v === 'top' || v === 'bottom');
    return value;
}

/**
 * Maps a Prezly theme preset's settings onto our ThemeSettingsSchema input. A setting we cannot
 * use (unknown font, malformed colour) is left out so its default applies: a theme quirk must
 * never make the whole newsroom unusable.
 */
export function themeFromPrezly(settings: Record<string, unknown> | null | undefined): Record<string, unknown> {
    const theme: Record<string, unknown> = {};
    if (!settings) return theme;
    for (const key of Object.keys(ThemeSettingsSchema.shape) as ThemeKey[]) {
        const value = candidate(key, settings);
        if (value === undefined) continue;
        if (ThemeSettingsSchema.shape[key].safeParse(value).success) theme[key] = value;
    }
    return theme;
}
