import { describe, expect, it } from 'vitest';
import {
    IMAGE_PIXEL_LIMIT,
    imagePayloadFromWidget,
    isImageSizeValid,
    isValidFilePayload,
    isValidImagePayload,
} from '../../../../domain/media/payloads';

const file = { version: 2, uuid: 'abc', filename: 'a.pdf', mime_type: 'application/pdf', size: 10 };
const image = {
    ...file,
    filename: 'a.jpg',
    mime_type: 'image/jpeg',
    original_width: 800,
    original_height: 600,
    effects: ['/preview/'],
};

class FilePayload {
    version = 2;
    uuid = 'abc';
    filename = 'a.pdf';
    mime_type = 'application/pdf';
    size = 10;
}

describe('uploaded file payload (SPEC §5)', () => {
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
        ['a class instance (not a plain object)', new FilePayload(), false],
    ])('%s → %s', (_name, payload, valid) => {
        expect(isValidFilePayload(payload)).toBe(valid);
    });
});

describe('uploaded image payload (SPEC §5)', () => {
    it.each<[string, unknown, boolean]>([
        ['a complete payload', image, true],
        ['no effects applied', { ...image, effects: [] }, true],
        ['a file payload without image fields', file, false],
        ['width 0', { ...image, original_width: 0 }, false],
        ['negative height', { ...image, original_height: -600 }, false],
        ['width as a string', { ...image, original_width: '800' }, false],
        ['missing effects', { ...image, effects: undefined }, false],
        ['effects not a list', { ...image, effects: '/preview/' }, false],
        ['an empty effect', { ...image, effects: ['/preview/', ''] }, false],
        ['a non-string effect', { ...image, effects: [42] }, false],
        ['invalid file fields', { ...image, size: 0 }, false],
        ['exactly at the pixel limit', { ...image, original_width: 10_240, original_height: 7_680 }, true],
        ['one pixel row over the limit', { ...image, original_width: 10_240, original_height: 7_681 }, false],
    ])('%s → %s', (_name, payload, valid) => {
        expect(isValidImagePayload(payload)).toBe(valid);
    });
});

describe('image pixel limit (SPEC §5, §9)', () => {
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
        expect(isImageSizeValid({ original_width: width, original_height: height })).toBe(valid);
    });
});

describe('image payload from the upload widget', () => {
    const fileInfo = {
        uuid: 'f00d',
        name: 'pic.png',
        mimeType: 'image/png',
        size: 512,
        cdnUrlModifiers: '-/crop/100x100/0,0/-/preview/',
        originalImageInfo: { width: 400, height: 300 },
    };

    it('becomes a version 2 stored payload with the widget effects', () => {
        expect(imagePayloadFromWidget(fileInfo)).toEqual({
            version: 2,
            uuid: 'f00d',
            filename: 'pic.png',
            mime_type: 'image/png',
            size: 512,
            original_width: 400,
            original_height: 300,
            effects: ['/crop/100x100/0,0/', '/preview/'],
        });
        expect(isValidImagePayload(imagePayloadFromWidget(fileInfo))).toBe(true);
    });

    it.each([null, undefined])('fails when the file info has original image info %s', (info) => {
        expect(() => imagePayloadFromWidget({ ...fileInfo, originalImageInfo: info })).toThrow(
            'UploadcareImage was given a non-image FileInfo object',
        );
    });
});
