import { z } from 'zod';
import { sanitizeStoryHtml } from '../sanitize-story-html';
import { parseNode } from '../schemas';

const HtmlSchema = z.looseObject({ type: z.literal('html'), content: z.string() });

/** A raw HTML block, inserted only after sanitize-html has reduced it to an allow-list. */
export function Html({ node }: { node: unknown }) {
    const html = parseNode(HtmlSchema, node);
    const safe = html ? sanitizeStoryHtml(html.content) : '';
    if (!safe) return null;
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the string is the sanitised allow-list output
    return <div className="content-html" dangerouslySetInnerHTML={{ __html: safe }} />;
}
