/**
 * A light Arabic stemmer in the spirit of the well-known "light10" approach: strip the
 * definite article and its fused prepositions (ال، وال، بال، كال، فال، لل), a leading و,
 * then common suffixes (dual, plural, feminine, possessive), keeping at least two letters.
 * It expects normalised input (see normalizeArabic): no diacritics, bare alef, ه for ة, ي for ى.
 */
const ARTICLE_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'];

export function stemArabic(word: string): string {
    let stem = word;
    for (const prefix of ARTICLE_PREFIXES) {
        if (stem.startsWith(prefix) && stem.length - prefix.length >= 2) {
            stem = stem.slice(prefix.length);
            break;
        }
    }
    if (stem === word && stem.startsWith('و') && stem.length > 3) stem = stem.slice(1);
    for (const suffix of SUFFIXES) {
        if (stem.endsWith(suffix) && stem.length - suffix.length >= 2) stem = stem.slice(0, -suffix.length);
    }
    return stem;
}

/**
 * Folds the letter variants that spelling mixes freely: alef with hamza or madda (already
 * bare after accent folding), alef maqsura, taa marbuta, and the tatweel stretch.
 */
export function normalizeArabic(text: string): string {
    return text.replace(/ى/g, 'ي').replace(/ة/g, 'ه').replace(/ـ/g, '');
}
