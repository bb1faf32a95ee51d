import { describe, expect, it, vi } from 'vitest';
import type { UploadedImage } from '../../../../domain/content';
import { derivedFromImage } from '../../../../domain/media/image-derived';

const image = (uuid: string) =>
    ({ uuid, filename: 'a.jpg', original_width: 2400, original_height: 1600 }) as UploadedImage;

describe('derivedFromImage', () => {
    it('derives once per image object and key', () => {
        const header = image('8d4e1a2b-0000-4000-8000-000000000001');
        const derive = vi.fn(() => ({ url: 'https://cdn.example/one' }));
        const first = derivedFromImage(header, 'social\nhttps://cdn.example', derive);
        expect(derivedFromImage(header, 'social\nhttps://cdn.example', derive)).toBe(first);
        expect(derive).toHaveBeenCalledTimes(1);
    });

    it('derives anew for another key or another object, even of the same upload (a newer snapshot)', () => {
        const derive = vi.fn(() => ({}));
        const header = image('8d4e1a2b-0000-4000-8000-000000000002');
        derivedFromImage(header, 'social\nhttps://cdn.example', derive);
        derivedFromImage(header, 'social\nhttps://other-cdn.example', derive);
        derivedFromImage(image('8d4e1a2b-0000-4000-8000-000000000002'), 'social\nhttps://cdn.example', derive);
        expect(derive).toHaveBeenCalledTimes(3);
    });
});
