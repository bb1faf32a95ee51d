import { describe, expect, it } from 'vitest';
import { ContactSchema, NewsroomSchema, StorySchema, UploadedFileSchema } from '../../../../domain/content';
import { fixtureStory } from '../../../helpers/fixture-newsroom';

const newsroom = { uuid: 'n', url: 'https://n.example', display_name: 'N', is_indexable: true };
const file = {
    version: 2,
    uuid: '0f1c2d3e-aaaa-4bbb-8ccc-123456789abc',
    filename: 'fact sheet.pdf',
    mime_type: 'application/pdf',
    size: 10,
};

describe('content values that end up in URLs and dates', () => {
    it.each(['javascript:alert(1)', 'data:text/html,<script>1</script>', 'ftp://files.example/x'])(
        'refuses %s as a link',
        (url) => {
            expect(NewsroomSchema.safeParse({ ...newsroom, url }).success).toBe(false);
            expect(NewsroomSchema.safeParse({ ...newsroom, custom_data_request_link: url }).success).toBe(false);
            expect(ContactSchema.safeParse({ uuid: 'c', name: 'C', website: url }).success).toBe(false);
            expect(
                StorySchema.safeParse(fixtureStory({ id: 1, slug: 's', seo_settings: { canonical_url: url } })).success,
            ).toBe(false);
        },
    );

    it('treats an empty optional link as no link', () => {
        expect(ContactSchema.parse({ uuid: 'c', name: 'C', website: '' }).website).toBeNull();
    });

    it('refuses a time zone the runtime does not know, so dates never fail to render', () => {
        expect(NewsroomSchema.safeParse({ ...newsroom, timezone: 'Mars/Olympus' }).success).toBe(false);
        expect(NewsroomSchema.parse({ ...newsroom, timezone: 'Asia/Dubai' }).timezone).toBe('Asia/Dubai');
    });

    it.each([
        { uuid: '..' },
        { uuid: 'a/b' },
        { filename: '../../etc/passwd' },
        { filename: 'a\\b.pdf' },
        { filename: '..' },
    ])('refuses a file payload that carries a path: %j', (override) => {
        expect(UploadedFileSchema.safeParse({ ...file, ...override }).success).toBe(false);
    });

    it('keeps a story whose body has one malformed node, dropping only that node', () => {
        const story = StorySchema.parse(
            fixtureStory({
                id: 2,
                slug: 'body',
                content: {
                    type: 'document',
                    version: '0.50',
                    children: [{ children: [] }, null, 'text', { type: 'paragraph', children: [{ text: 'kept' }] }],
                },
            }),
        );
        expect(story.content.children).toEqual([{ type: 'paragraph', children: [{ text: 'kept' }] }]);
    });
});
