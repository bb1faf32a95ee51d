import { languageOf } from '../../../../domain/locale/locale-code';
import { normalizeArabic, stemArabic } from './arabic';
import { stemEnglish } from './english';
import { stemFrench } from './french';
import { stemGerman } from './german';

export type Stemmer = (word: string) => string;

const STEMMERS: Record<string, Stemmer> = {
    en: stemEnglish,
    fr: stemFrench,
    de: stemGerman,
    ar: stemArabic,
};

/** The light stemmer of a newsroom language, or none (words are matched as written). */
export function stemmerFor(languageCode: string): Stemmer | null {
    return STEMMERS[languageOf(languageCode)] ?? null;
}

/**
 * Folds case and accents (é → e, ä → a, Arabic diacritics and hamza forms → bare letters), so
 * a visitor who types without accents still finds the story.
 */
export function normalizeTerm(term: string): string {
    const folded = term
        .toLowerCase()
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '');
    return /[\u0600-\u06ff]/.test(folded) ? normalizeArabic(folded) : folded;
}
