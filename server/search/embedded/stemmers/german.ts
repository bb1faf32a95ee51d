/**
 * A light German stemmer: common plural and case endings (-nen, -en, -er, -em, -es, -e, -n,
 * -s), so that 'Batterien' and 'Batterie', or 'Fahrrädern' and 'Fahrrad', meet on one stem.
 * Input is lowercase with umlauts already folded (ä → a); ß is folded to ss here.
 */
export function stemGerman(word: string): string {
    let stem = word.replace(/ß/g, 'ss');
    if (stem.length > 6 && stem.endsWith('nen')) return stem.slice(0, -3);
    if (stem.length > 5 && /(?:ern|em|en|er|es|ns)$/.test(stem)) {
        stem = stem.slice(0, stem.endsWith('ern') ? -3 : -2);
    } else if (stem.length > 4 && /[ens]$/.test(stem)) {
        stem = stem.slice(0, -1);
    }
    return stem;
}
