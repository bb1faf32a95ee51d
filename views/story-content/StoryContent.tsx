import type { ContentDocument } from '../../domain/content';
import { prezlyHeadingFragments, storyHeadingAnchors } from '../../domain/stories/heading-ids';
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
export function StoryContent({ document, findStory, findContact, publicationDate, referenced }: StoryContentProps) {
    const children: readonly unknown[] = Array.isArray(document?.children) ? document.children : [];
    const headingTwoLevel = children.some(isSectionHeadingOne) ? 3 : 2;
    const headingAnchors = storyHeadingAnchors(children);
    const headingFragments = prezlyHeadingFragments(headingAnchors);
    return (
        <StoryContentOptionsProvider
            value={{
                findStory,
                findContact,
                publicationDate,
                referenced,
                headingTwoLevel,
                headingAnchors,
                headingFragments,
            }}
        >
            <div className="story-content">
                {renderEach(children, (node) => (
                    <BlockNode node={node} />
                ))}
            </div>
        </StoryContentOptionsProvider>
    );
}

/** A heading-one the Heading node renders (title and subtitle roles repeat the story header). */
function isSectionHeadingOne(node: unknown): boolean {
    if (typeof node !== 'object' || node === null) return false;
    const { type, role } = node as { type?: unknown; role?: unknown };
    return type === 'heading-one' && role !== 'title' && role !== 'subtitle';
}
