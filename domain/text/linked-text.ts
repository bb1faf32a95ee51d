/**
 * A notice's text with its links in it, as Prezly writes them: a name in brackets is the link of
 * the action of that name (`Visit [our website] …` with the action { name: "our website" }). A
 * bracketed name no action has stays as it is written.
 */

/** A piece of text, or the link an action puts in its place. */
export type LinkedPart<Link> = string | { link: Link; text: string };

export function linkedText<Link extends { text: string }>(text: string, links: readonly Link[]): LinkedPart<Link>[] {
    let parts: LinkedPart<Link>[] = [text];
    for (const link of links) {
        const marker = `[${link.text}]`;
        parts = parts.flatMap((part) => {
            if (typeof part !== 'string' || !part.includes(marker)) return [part];
            return part
                .split(marker)
                .flatMap((piece, index): LinkedPart<Link>[] =>
                    index === 0 ? [piece] : [{ link, text: link.text }, piece],
                );
        });
    }
    return parts.filter((part) => part !== '');
}

/** The links `text` names in brackets. */
export function linksNamedIn<Link extends { text: string }>(text: string, links: readonly Link[]): Set<Link> {
    return new Set(links.filter((link) => text.includes(`[${link.text}]`)));
}
