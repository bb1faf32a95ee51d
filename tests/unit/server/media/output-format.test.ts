import { describe, expect, it } from 'vitest';
import { accepts, chooseOutputFormat, type SourceInfo } from '../../../../server/media/output-format';

const jpeg: SourceInfo = { format: 'jpeg', hasAlpha: false, animated: false };
const png: SourceInfo = { format: 'png', hasAlpha: true, animated: false };
const gif: SourceInfo = { format: 'gif', hasAlpha: true, animated: true };
const tiff: SourceInfo = { format: 'tiff', hasAlpha: false, animated: false };
const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SAFARI_15 = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

describe('output format', () => {
    it.each<[string, SourceInfo, string | undefined, string | null, string]>([
        ['auto, Chrome', jpeg, CHROME, 'auto', 'avif'],
        ['auto, Safari 15', jpeg, SAFARI_15, 'auto', 'webp'],
        ['auto, no Accept', jpeg, undefined, 'auto', 'jpeg'],
        ['auto, wildcard only', jpeg, 'image/*', 'auto', 'jpeg'],
        ['auto, AVIF refused', jpeg, 'image/avif;q=0, image/webp', 'auto', 'webp'],
        ['auto, transparent PNG, old browser', png, 'image/*', 'auto', 'png'],
        ['auto, animated GIF stays a GIF', gif, CHROME, 'auto', 'gif'],
        ['explicit format wins over Accept', jpeg, CHROME, 'png', 'png'],
        ['no format keeps JPEG', jpeg, CHROME, null, 'jpeg'],
        ['no format keeps PNG', png, CHROME, null, 'png'],
        ['no format, TIFF becomes JPEG', tiff, CHROME, null, 'jpeg'],
    ])('%s', (_name, source, accept, requested, expected) => {
        expect(chooseOutputFormat(requested as never, source, accept)).toBe(expected);
    });

    it.each<[string, string, boolean]>([
        ['image/avif', 'image/avif', true],
        ['IMAGE/AVIF', 'image/avif', true],
        ['image/avif;q=0.5', 'image/avif', true],
        ['image/avif;q=0', 'image/avif', false],
        ['image/avif; q=0.0', 'image/avif', false],
        ['image/*', 'image/avif', false],
        ['image/avifx', 'image/avif', false],
    ])('accepts(%s, %s) → %s', (header, type, expected) => {
        expect(accepts(header, type)).toBe(expected);
    });
});
