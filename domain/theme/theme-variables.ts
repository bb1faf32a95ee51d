import type { ThemeSettings } from '../content/newsroom';
import { AA_NORMAL_TEXT, contrastRatio, ensureReadable, mix, readableAccent, readableOn } from './contrast';

/** System font stacks per font setting: no web font to download, no third-party request. */
export const FONT_STACKS: Readonly<Record<ThemeSettings['font'], string>> = {
    inter: 'Inter, "Inter var", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    system: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    'open-sans':
        '"Open Sans", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    serif: 'ui-serif, Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, "Noto Serif", serif',
    merriweather: 'Merriweather, ui-serif, Georgia, Cambria, "Times New Roman", "Noto Serif", serif',
};

const LOGO_HEIGHTS: Readonly<Record<ThemeSettings['logo_size'], string>> = {
    small: '2rem',
    medium: '2.75rem',
    large: '3.75rem',
};

/**
 * The CSS custom properties of a newsroom's theme. Editor colours are used as given when they
 * are readable; derived foregrounds (text on the accent, links in the header and footer, muted
 * text) are computed so every pair meets WCAG AA, whatever colours the editor picked.
 */
export function themeVariables(theme: ThemeSettings): Record<string, string> {
    const background = theme.background_color.toLowerCase();
    const text = ensureReadable(theme.text_color, background);
    const surface = mix(background, text, 0.035);
    // Links sit on the page and on its bands (surface): readable on both.
    const accentText = readableAccentOnBoth(theme.accent_color, background, surface);
    const footerText = ensureReadable(theme.footer_text_color, theme.footer_background_color);
    const accentSoft = mix(background, theme.accent_color, 0.1);
    return {
        '--accent': theme.accent_color.toLowerCase(),
        '--accent-text': accentText,
        '--accent-contrast': readableOn(theme.accent_color),
        '--accent-soft': accentSoft,
        '--accent-on-soft': readableAccent(theme.accent_color, accentSoft),
        '--background': background,
        '--text': text,
        '--muted-text': mutedText(text, background),
        '--surface': surface,
        '--border': mix(background, text, 0.14),
        '--header-background': theme.header_background_color.toLowerCase(),
        '--header-link': ensureReadable(theme.header_link_color, theme.header_background_color),
        '--header-border': mix(theme.header_background_color, theme.header_link_color, 0.12),
        '--footer-background': theme.footer_background_color.toLowerCase(),
        '--footer-text': footerText,
        '--footer-muted': mutedText(footerText, theme.footer_background_color),
        '--font-family': withCustomFamily(theme.custom_font?.paragraph ?? null, FONT_STACKS[theme.font]),
        '--heading-font-family': withCustomFamily(
            theme.custom_font?.heading ?? theme.custom_font?.paragraph ?? null,
            FONT_STACKS[theme.font],
        ),
        '--logo-height': LOGO_HEIGHTS[theme.logo_size],
    };
}

/**
 * The newsroom's own font named before the stack: used where the reader has it installed, never
 * downloaded (the schema lets no quote or semicolon into the name).
 */
function withCustomFamily(family: string | null, stack: string): string {
    return family ? `"${family}", ${stack}` : stack;
}

/**
 * The accent as text readable on the page and on its bands (`band`, a shade off the page):
 * adjusted against the one it reads worse on. Where nothing reads on both (a mid-grey page, on
 * which neither black nor white may), it reads on the page, as before bands were considered.
 */
function readableAccentOnBoth(accent: string, page: string, band: string): string {
    const worse = contrastRatio(accent, page) <= contrastRatio(accent, band) ? page : band;
    const candidate = readableAccent(accent, worse);
    const readsOnBoth = Math.min(contrastRatio(candidate, page), contrastRatio(candidate, band)) >= AA_NORMAL_TEXT;
    return readsOnBoth ? candidate : readableAccent(accent, page);
}

/** The softest mix of text into background that still reads at AA. */
function mutedText(text: string, background: string): string {
    for (const weight of [0.4, 0.3, 0.2, 0.1]) {
        const candidate = mix(text, background, weight);
        if (contrastRatio(candidate, background) >= AA_NORMAL_TEXT) return candidate;
    }
    return text;
}

/** The variables as a stylesheet body. */
export function themeCss(theme: ThemeSettings): string {
    const declarations = Object.entries(themeVariables(theme))
        .map(([name, value]) => `${name}:${value}`)
        .join(';');
    return `:root{${declarations}}\n`;
}
