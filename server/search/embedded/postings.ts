/**
 * A posting is one 32-bit number: document (24 bits), field (2 bits), term frequency (6 bits,
 * capped at 63; BM25 saturates long before). 16 million documents and 4 fields per language.
 */
const FIELD_BITS = 2;
const FREQUENCY_BITS = 6;
const MAX_FREQUENCY = (1 << FREQUENCY_BITS) - 1;
export const MAX_FIELDS = 1 << FIELD_BITS;
export const MAX_DOCUMENTS = 2 ** (32 - FIELD_BITS - FREQUENCY_BITS);

export const encodePosting = (document: number, field: number, frequency: number) =>
    document * 2 ** (FIELD_BITS + FREQUENCY_BITS) + (field << FREQUENCY_BITS) + Math.min(frequency, MAX_FREQUENCY);
export const documentOf = (posting: number) => Math.floor(posting / 2 ** (FIELD_BITS + FREQUENCY_BITS));
export const fieldOf = (posting: number) => (posting >>> FREQUENCY_BITS) & (MAX_FIELDS - 1);
export const frequencyOf = (posting: number) => posting & MAX_FREQUENCY;
