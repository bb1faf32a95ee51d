import { describe, expect, it } from 'vitest';
import { createTermProcessor } from '../../../../../server/search/embedded/text-analysis';

/** Words that must meet on one stem, per language, as the index processes them. */
const SAME_STEM: Record<string, string[][]> = {
    en: [
        ['battery', 'batteries'],
        ['charge', 'charges', 'charged', 'charging'],
        ['bike', 'bikes'],
        ['city', 'cities'],
        ['run', 'running'],
        ['box', 'boxes'],
    ],
    fr: [
        ['batterie', 'batteries'],
        ['électrique', 'électriques', 'electrique'],
        ['vélo', 'vélos', 'VELO'],
        ['journal', 'journaux'],
    ],
    de: [
        ['Batterie', 'Batterien'],
        ['Fahrrad', 'Fahrräder', 'Fahrrädern', 'fahrrader'],
        ['Straße', 'Strasse', 'Straßen'],
    ],
    ar: [
        ['البطارية', 'البطاريات', 'بطارية', 'للبطاريات', 'والبطارية'],
        ['أورورا', 'اورورا', 'إورورا'],
        ['دراجة', 'الدراجة', 'دراجات'],
        ['الكهربائية', 'الكهربائيه', 'كهربائية'],
    ],
};

/** Words that must stay apart. */
const DIFFERENT_STEM: Record<string, string[]> = {
    en: ['battery', 'bat', 'better'],
    fr: ['batterie', 'bateau'],
    de: ['Batterie', 'Bad'],
    ar: ['البطارية', 'الدراجة'],
};

describe('term processing per language', () => {
    for (const [locale, groups] of Object.entries(SAME_STEM)) {
        const process = createTermProcessor(locale);
        for (const group of groups) {
            it(`${locale}: ${group.join(', ')} share a stem`, () => {
                const stems = new Set(group.map(process));
                expect(stems.size).toBe(1);
            });
        }
        it(`${locale}: different words keep different stems`, () => {
            const words = DIFFERENT_STEM[locale]!;
            expect(new Set(words.map(process)).size).toBe(words.length);
        });
    }

    it('uses the language part of a regional code (fr_BE, de_AT, en_GB)', () => {
        expect(createTermProcessor('fr_BE')('batteries')).toBe(createTermProcessor('fr')('batteries'));
        expect(createTermProcessor('de_AT')('Batterien')).toBe(createTermProcessor('de')('Batterie'));
        expect(createTermProcessor('en_GB')('batteries')).toBe('battery');
    });

    it('only folds case and accents where there is no stemmer (Dutch)', () => {
        const process = createTermProcessor('nl');
        expect(process('Fietsen')).toBe('fietsen');
        expect(process('Café')).toBe('cafe');
    });

    it('keeps short words whole', () => {
        expect(createTermProcessor('en')('bus')).toBe('bus');
        expect(createTermProcessor('fr')('les')).toBe('les');
    });

    it('strips Arabic diacritics and the tatweel', () => {
        const process = createTermProcessor('ar');
        expect(process('الْبَطَّارِيَّة')).toBe(process('البطارية'));
        expect(process('البطـــارية')).toBe(process('البطارية'));
    });
});
