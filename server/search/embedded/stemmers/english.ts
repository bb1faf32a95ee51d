/**
 * A light English stemmer: it strips inflections (plurals, -ing, -ed, a final -e) so that
 * 'batteries' and 'battery', or 'charging', 'charged' and 'charge', meet on one stem. It does
 * not try to reach linguistic roots; over-stemming costs more in a press room than it gains.
 * Input is lowercase without accents.
 */
export function stemEnglish(word: string): string {
    if (word.length <= 3) return word;
    let stem = word;
    if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
    else if (stem.endsWith('sses')) stem = stem.slice(0, -2);
    else if (/(?:ch|sh|x|z)es$/.test(stem)) stem = stem.slice(0, -2);
    else if (stem.endsWith('s') && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);

    for (const suffix of ['ing', 'ed']) {
        const rest = stem.slice(0, -suffix.length);
        if (stem.endsWith(suffix) && rest.length >= 3 && /[aeiouy]/.test(rest)) {
            stem = rest;
            // running → run, planned → plan; but keep fall, press, buzz.
            if (/([^aeiouslz])\1$/.test(stem)) stem = stem.slice(0, -1);
            break;
        }
    }
    if (stem.endsWith('e') && stem.length > 4) stem = stem.slice(0, -1);
    return stem;
}
