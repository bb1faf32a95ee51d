import { describe, expect, it } from 'vitest';
import { NewsroomSchema, ThemeSettingsSchema } from '../../../../../domain/content';
import { themeFromPrezly } from '../../../../../server/content/prezly/prezly-theme';
import type { LeftOutField } from '../../../../../server/content/validate';

const DEFAULTS = ThemeSettingsSchema.parse({});

describe('themeFromPrezly: Prezly theme preset settings onto ThemeSettingsSchema', () => {
    it.each([
        ['inter', 'inter'],
        ['open_sans', 'open-sans'],
        ['merriweather', 'merriweather'],
        ['playfair_display', 'serif'],
        ['pt_serif', 'serif'],
        ['alegreya', 'serif'],
        ['roboto', 'system'],
        ['nunito', 'system'],
        ['custom', 'inter'],
        ['comic_sans', DEFAULTS.font],
    ])('font %s → %s', (font, expected) => {
        expect(ThemeSettingsSchema.parse(themeFromPrezly({ font })).font).toBe(expected);
    });

    const slot = (family: unknown) => ({ source: 'google', family, url: null });
    it.each([
        ['a sans face', { heading: slot('Lora'), paragraph: slot('Acme Grotesk') }, 'system', 'Lora', 'Acme Grotesk'],
        [
            'a serif face',
            { heading: slot('Lora'), paragraph: slot('Source Serif 4') },
            'serif',
            'Lora',
            'Source Serif 4',
        ],
        [
            'a sans companion of a serif',
            { heading: slot('PT Sans'), paragraph: slot('PT Sans') },
            'system',
            'PT Sans',
            'PT Sans',
        ],
        ['no paragraph face', { heading: slot('Lora'), paragraph: null }, 'serif', 'Lora', null],
        ['none', null, 'inter', undefined, undefined],
        ['a name with a quote', { heading: slot('Lora'), paragraph: slot('A"B') }, 'inter', undefined, undefined],
    ])('custom font, %s → font %s', (_, custom_font, font, heading, paragraph) => {
        const leftOut: LeftOutField[] = [];
        const theme = ThemeSettingsSchema.parse(themeFromPrezly({ font: 'custom', custom_font }, leftOut));
        expect(theme.font).toBe(font);
        expect(theme.custom_font?.heading).toBe(heading);
        expect(theme.custom_font?.paragraph).toBe(paragraph);
        expect(leftOut.map((field) => field.path.join('.'))).toEqual(
            heading === undefined && custom_font ? ['theme.custom_font'] : [],
        );
    });

    it('reads no custom font under another font, as Prezly’s theme', () => {
        const custom_font = { heading: slot('Lora'), paragraph: slot('Lora') };
        expect(ThemeSettingsSchema.parse(themeFromPrezly({ font: 'roboto', custom_font })).custom_font).toBeNull();
    });

    it.each([
        ['#abc', '#aabbcc'],
        ['#1A2B3C', '#1A2B3C'],
        [' #123456 ', '#123456'],
        ['red', '#ff0000'],
        ['RebeccaPurple', '#663399'],
        ['rgb(232, 89, 12)', '#e8590c'],
        ['rgb(232 89 12)', '#e8590c'],
        ['hsl(210, 100%, 50%)', '#0080ff'],
        ['hsl(120deg 100% 25%)', '#008000'],
        ['hwb(120 20% 30%)', '#33b333'],
        // Translucent colours as they show on white.
        ['rgba(0, 0, 0, .5)', '#808080'],
        ['#00000080', '#7f7f7f'],
        ['currentColor', DEFAULTS.accent_color],
        ['color-mix(in srgb, red 50%, blue)', DEFAULTS.accent_color],
        [null, DEFAULTS.accent_color],
    ])('colour %j → %s', (accent_color, expected) => {
        expect(ThemeSettingsSchema.parse(themeFromPrezly({ accent_color })).accent_color).toBe(expected);
    });

    it('names each setting it leaves out, and none it merely does not have', () => {
        const leftOut: LeftOutField[] = [];
        themeFromPrezly(
            { accent_color: 'currentColor', font: 'comic_sans', layout: 'grid', text_color: null },
            leftOut,
        );
        expect(leftOut.map((field) => field.path.join('.'))).toEqual(['theme.accent_color', 'theme.font']);
    });

    it.each([
        [{ sharing_actions: ['twitter', 'facebook', 'threads', 'messenger'] }, ['x', 'facebook', 'threads']],
        [{ sharing_actions: ['linkedin'], show_copy_url: true }, ['linkedin', 'copy_url']],
        [{ sharing_actions: ['linkedin', 'copy_url'], show_copy_url: false }, ['linkedin']],
        [{ sharing_actions: 'linkedin' }, DEFAULTS.sharing_actions],
    ])('sharing actions %j → %j', (settings, expected) => {
        expect(ThemeSettingsSchema.parse(themeFromPrezly(settings)).sharing_actions).toEqual(expected);
    });

    it('keeps valid choices, drops invalid ones, and ignores settings we do not have (main_logo)', () => {
        const theme = ThemeSettingsSchema.parse(
            themeFromPrezly({
                layout: 'masonry',
                categories_layout: 'sideways',
                logo_size: 'large',
                show_date: 'yes',
                sharing_placement: ['top', 'middle'],
                story_card_variant: 'boxed',
                main_logo: '{"uuid":"preview"}',
                main_site_url: 'https://acme.example',
            }),
        );
        expect(theme).toEqual({
            ...DEFAULTS,
            layout: 'masonry',
            logo_size: 'large',
            sharing_placement: ['top'],
            story_card_variant: 'boxed',
            main_site_url: 'https://acme.example',
        });
    });

    it('reads a main site address typed without its scheme as https', () => {
        const theme = ThemeSettingsSchema.parse(themeFromPrezly({ main_site_url: 'www.acme.example/en' }));
        expect(theme.main_site_url).toBe('https://www.acme.example/en');
    });

    it('gives the defaults when the newsroom has no theme', () => {
        expect(ThemeSettingsSchema.parse(themeFromPrezly(null))).toEqual(DEFAULTS);
        expect(NewsroomSchema.shape.theme.parse(themeFromPrezly(undefined))).toEqual(DEFAULTS);
    });
});
