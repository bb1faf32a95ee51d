/**
 * Which section of a story a search hit lands on (docs/product-rules.md §2.8; docs/search.md,
 * "Results that land on a section"), decided the same way for every back end from how many of the query's distinct words
 * each part of the story holds: the headed section holding most (the first of equals) wins,
 * unless the summary or the text before the first heading holds more. A hit whose words are only
 * in the title, the summary or that opening text lands on no section: the story's top, as before.
 */
export interface PartMatches {
    /** Distinct query words (in the engine's matched form) found in the summary. */
    summary: number;
    /** The same in the text before the first section heading. */
    intro: number;
    /** The same in each section (heading and text), in body order. */
    sections: readonly number[];
}

/** The position of the section the hit lands on, or null for the story's top. */
export function landingSection({ summary, intro, sections }: PartMatches): number | null {
    let best = -1;
    sections.forEach((count, position) => {
        if (count > 0 && (best === -1 || count > sections[best]!)) best = position;
    });
    if (best === -1 || sections[best]! < Math.max(summary, intro)) return null;
    return best;
}

/** Distinct matched words of highlighted texts (remote engines mark them; case does not count). */
export function markedWords(texts: readonly unknown[], pre: string, post: string): Set<string> {
    const words = new Set<string>();
    for (const text of texts) {
        if (typeof text !== 'string') continue;
        let from = text.indexOf(pre);
        while (from !== -1) {
            const end = text.indexOf(post, from + pre.length);
            if (end === -1) break;
            words.add(text.slice(from + pre.length, end).toLocaleLowerCase());
            from = text.indexOf(pre, end + post.length);
        }
    }
    return words;
}
