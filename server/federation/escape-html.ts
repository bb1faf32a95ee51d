const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as HTML for the documents we send other servers (their text and attribute values). */
export function escapeHtml(text: string): string {
    return text.replace(/[&<>"]/g, (character) => ENTITIES[character]!);
}
