import { describe, expect, it } from 'vitest';
import { ThemeSettingsSchema } from '../../../../domain/content';
import { contrastRatio } from '../../../../domain/theme/contrast';
import { FONT_STACKS, themeCss, themeVariables } from '../../../../domain/theme/theme-variables';

const theme = (overrides: Record<string, unknown> = {}) => ThemeSettingsSchema.parse(overrides);

/** The foreground/background pairs the stylesheets use for text. */
const TEXT_PAIRS = [
    ['--text', '--background'],
    ['--muted-text', '--background'],
    ['--accent-text', '--background'],
    // Links in bands (the subscription form, contact cards) sit on the surface.
    ['--accent-text', '--surface'],
    ['--accent-contrast', '--accent'],
    ['--accent-on-soft', '--accent-soft'],
    ['--header-link', '--header-background'],
    ['--footer-text', '--footer-background'],
    ['--footer-muted', '--footer-background'],
] as const;

describe('theme variables', () => {
    it.each([
        ['the defaults', {}],
        [
            'a pale accent on white',
            { accent_color: '#ffd43b', header_background_color: '#ffd43b', header_link_color: '#ffffff' },
        ],
        [
            'a dark theme',
            {
                background_color: '#0b1220',
                text_color: '#1f2933',
                accent_color: '#1e3a8a',
                footer_background_color: '#f8f9fa',
                footer_text_color: '#eeeeee',
            },
        ],
        ['grey on grey', { background_color: '#777777', text_color: '#888888', accent_color: '#7a7a7a' }],
        // Readable on white (4.6) but not on the surface of a band (4.28) as it stood.
        ['an orange accent just readable on white', { accent_color: '#c84f10' }],
    ])('keeps every text pair readable (AA) with %s', (_name, overrides) => {
        const variables = themeVariables(theme(overrides));
        for (const [foreground, background] of TEXT_PAIRS) {
            // A mid-grey page: no colour reads at AA on both it and its slightly darker bands.
            if (_name === 'grey on grey' && background === '--surface') continue;
            const ratio = contrastRatio(variables[foreground]!, variables[background]!);
            expect(ratio, `${foreground} on ${background}`).toBeGreaterThanOrEqual(4.5);
        }
    });

    it('keeps the editor colours that are readable', () => {
        const variables = themeVariables(theme({ text_color: '#222222', header_link_color: '#0B7285' }));
        expect(variables['--text']).toBe('#222222');
        expect(variables['--header-link']).toBe('#0b7285');
        expect(variables['--accent']).toBe('#3b5bdb');
    });

    it('sets the font stack and logo height from the settings', () => {
        const serif = themeVariables(theme({ font: 'merriweather', logo_size: 'large' }));
        expect(serif['--font-family']).toBe(FONT_STACKS.merriweather);
        expect(serif['--font-family']).toMatch(/serif$/);
        expect(serif['--logo-height']).toBe('3.75rem');
        expect(themeVariables(theme({ logo_size: 'small' }))['--logo-height']).toBe('2rem');
    });

    it('writes one :root rule', () => {
        const css = themeCss(theme());
        expect(css.startsWith(':root{--accent:#3b5bdb;')).toBe(true);
        expect(css.trim().endsWith('}')).toBe(true);
        expect(css).not.toContain('undefined');
    });
});
