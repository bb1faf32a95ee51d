/**
 * The stored upload payloads the content sources accept (docs/product-rules.md §5.6, §5.7), case by
 * case: a payload that fails is logged and left out, so these schemas are what keeps a bad file or
 * image off the pages.
 */
import { describe, expect, it } from 'vitest';
import { IMAGE_PIXEL_LIMIT, UploadedFileSchema, UploadedImageSchema } from '../../../../domain/content/uploads';

const file = { version: 2, uuid: 'abc', filename: 'a.pdf', mime_type: 'application/pdf', size: 10 };
const image = {
    ...file,
    filename: 'a.jpg',
    mime_type: 'image/jpeg',
    original_width: 800,
    original_height: 600,
    effects: ['/preview/'],
};

describe('uploaded file payload (docs/product-rules.md §5.6)', () => {
    it.each<[string, unknown, boolean]>([
        ['a complete payload', file, true],
        ['extra fields', { ...file, caption: 'x' }, true],
        ['version 0', { ...file, version: 0 }, false],
        ['negative version', { ...file, version: -1 }, false],
        ['version as a string', { ...file, version: '2' }, false],
        ['size 0', { ...file, size: 0 }, false],
        ['size as a string', { ...file, size: '10' }, false],
        ['uuid as a number', { ...file, uuid: 42 }, false],
        ['empty uuid', { ...file, uuid: '' }, false],
        ['empty mime_type', { ...file, mime_type: '' }, false],
        ['missing mime_type', { ...file, mime_type: undefined }, false],
        ['empty filename', { ...file, filename: '' }, false],
        ['missing filename', { ...file, filename: undefined }, false],
        ['null', null, false],
        ['an array', [file], false],
        ['a string', JSON.stringify(file), false],
    ])('%s → %s', (_name, payload, valid) => {
        expect(UploadedFileSchema.safeParse(payload).success).toBe(valid);
    });
});

describe('uploaded image payload (docs/product-rules.md §5.6)', () => {
    it.each<[string, unknown, boolean]>([
        ['a complete payload', image, true],
        ['no effects applied', { ...image, effects: [] }, true],
        ['a file payload without image fields', file, false],
        ['width 0', { ...image, original_width: 0 }, false],
        ['negative height', { ...image, original_height: -600 }, false],
        ['width as a string', { ...image, original_width: '800' }, false],
        ['effects not a list', { ...image, effects: '/preview/' }, false],
        ['an empty effect', { ...image, effects: ['/preview/', ''] }, false],
        ['a non-string effect', { ...image, effects: [42] }, false],
        ['invalid file fields', { ...image, size: 0 }, false],
    ])('%s → %s', (_name, payload, valid) => {
        expect(UploadedImageSchema.safeParse(payload).success).toBe(valid);
    });
});

describe('image pixel limit (docs/product-rules.md §5.7, §9.16)', () => {
    it('is 78,643,200 pixels', () => {
        expect(IMAGE_PIXEL_LIMIT).toBe(78_643_200);
    });

    it.each([
        [10_240, 7_680, true],
        [7_680, 10_240, true],
        [10_240, 7_681, false],
        [78_643_200, 1, true],
        [78_643_201, 1, false],
        [1, 1, true],
    ])('%i × %i → %s', (width, height, valid) => {
        const payload = { ...image, original_width: width, original_height: height };
        expect(UploadedImageSchema.safeParse(payload).success).toBe(valid);
    });
});
