import { afterEach, describe, expect, it, vi } from 'vitest';
import {
    checkedFile,
    checkedImage,
    checkedImageFile,
    UploadedFileSchema,
    UploadedImageSchema,
} from '../../../../domain/content';

const image = () => ({
    version: 1,
    uuid: 'a1b2-c3',
    filename: 'plant.jpg',
    mime_type: 'image/jpeg',
    size: 2048,
    original_width: 1600,
    original_height: 900,
});
const pdf = () => ({ version: 1, uuid: 'f9-e8', filename: 'facts.pdf', mime_type: 'application/pdf', size: 512 });

afterEach(() => vi.restoreAllMocks());

describe('checked uploads (docs/architecture.md, "Each check once")', () => {
    it('checks an image payload once however many readers ask', () => {
        const parse = vi.spyOn(UploadedImageSchema, 'safeParse');
        const payload = image();
        const first = checkedImage(payload);
        expect(first).toEqual({ ...image(), effects: [] });
        expect(checkedImage(payload)).toBe(first);
        expect(checkedImageFile(payload)?.uuid).toBe('a1b2-c3');
        expect(parse).toHaveBeenCalledTimes(1);
    });

    it('checks another object of the same shape again', () => {
        const parse = vi.spyOn(UploadedImageSchema, 'safeParse');
        checkedImage(image());
        checkedImage(image());
        expect(parse).toHaveBeenCalledTimes(2);
    });

    it('keeps a refusal too', () => {
        const parse = vi.spyOn(UploadedImageSchema, 'safeParse');
        const tooLarge = { ...image(), original_width: 100_000, original_height: 100_000 };
        expect(checkedImage(tooLarge)).toBeNull();
        expect(checkedImage(tooLarge)).toBeNull();
        expect(parse).toHaveBeenCalledTimes(1);
    });

    it('answers null for what is no payload at all', () => {
        for (const value of [undefined, null, 'plant.jpg', 42]) {
            expect(checkedImage(value)).toBeNull();
            expect(checkedFile(value)).toBeNull();
            expect(checkedImageFile(value)).toBeNull();
        }
    });

    it('gives an image as the same file the file schema would', () => {
        const payload = image();
        expect(checkedImageFile(payload)).toEqual(UploadedFileSchema.parse(image()));
    });

    it('checks a payload that is no image as a file', () => {
        expect(checkedImageFile(pdf())).toEqual(pdf());
        expect(checkedFile(pdf())).toEqual(pdf());
        expect(checkedImageFile({ ...pdf(), uuid: '../etc' })).toBeNull();
    });
});
