/**
 * A light French stemmer: plural -s/-x (and -aux → -al), then a final feminine -e, so that
 * 'batteries' and 'batterie', or 'électriques' and 'électrique', meet on one stem. Input is
 * lowercase without accents.
 */
export function stemFrench(word: string): string {
    if (word.length <= 4) return word;
    let stem = word;
    if (stem.endsWith('aux') && stem.length > 5) stem = `${stem.slice(0, -3)}al`;
    else if (/[sx]$/.test(stem)) stem = stem.slice(0, -1);
    if (stem.endsWith('e') && stem.length > 4) stem = stem.slice(0, -1);
    return stem;
}
