import type { ContentDocument } from '../../domain/content';
import { BlockNode } from './BlockNode';
import { renderEach } from './render-each';
import { type StoryContentOptions, StoryContentOptionsProvider } from './story-content-context';

export interface StoryContentProps extends StoryContentOptions {
    document: ContentDocument;
}

/**
 * The body of a story, rendered on the server from its Prezly Content Format document. Every
 * node checks its own data: a malformed or unknown node renders nothing instead of breaking the
 * page, and the rest of the story is still shown.
 */
export function StoryContent({ document, findStory, publicationDate }: StoryContentProps) {
    const children: readonly unknown[] = Array.isArray(document?.children) ? document.children : [];
    return (
        <StoryContentOptionsProvider value={{ findStory, publicationDate }}>
            <div className="story-content">
                {renderEach(children, (node) => (
                    <BlockNode node={node} />
                ))}
            </div>
        </StoryContentOptionsProvider>
    );
}
