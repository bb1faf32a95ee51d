import { describe, expect, it } from 'vitest';
import { hreflangAlternates } from '../../../../server/seo/alternates';

const version = (code: string) => ({ code, href: `https://n.example/${code}` });

describe('hreflangAlternates', () => {
    it('adds a language-only alias when one regional version is the only one of its language', () => {
        const links = hreflangAlternates([version('nl_BE'), version('fr_BE'), version('fr_FR')], 'nl_BE');
        expect(links).toEqual([
            { hreflang: 'nl-BE', href: 'https://n.example/nl_BE' },
            { hreflang: 'fr-BE', href: 'https://n.example/fr_BE' },
            { hreflang: 'fr-FR', href: 'https://n.example/fr_FR' },
            { hreflang: 'nl', href: 'https://n.example/nl_BE' },
            { hreflang: 'x-default', href: 'https://n.example/nl_BE' },
        ]);
    });

    it('adds no alias when the language-only version exists', () => {
        const links = hreflangAlternates([version('fr'), version('fr_BE')], 'fr');
        expect(links.map((link) => link.hreflang)).toEqual(['fr', 'fr-BE', 'x-default']);
    });

    it('points x-default to English, else a regional English, else the default language', () => {
        expect(hreflangAlternates([version('de'), version('en')], 'de').at(-1)).toEqual({
            hreflang: 'x-default',
            href: 'https://n.example/en',
        });
        expect(hreflangAlternates([version('de'), version('en_GB')], 'de').at(-1)?.href).toBe(
            'https://n.example/en_GB',
        );
        expect(hreflangAlternates([version('de'), version('fr')], 'fr').at(-1)?.href).toBe('https://n.example/fr');
    });

    it('has no x-default when neither English nor the default language has a version', () => {
        const links = hreflangAlternates([version('de')], 'fr');
        expect(links.map((link) => link.hreflang)).toEqual(['de']);
    });
});
