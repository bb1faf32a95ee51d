import { describe, expect, it } from 'vitest';
import { EffectError, needsProcessing, parseEffectChain } from '../../../../server/media/effect-chain';

const parse = (...groups: string[]) =>
    parseEffectChain(
        groups.map((group) => group.split('/')),
        12,
    );

describe('effect grammar', () => {
    it.each<[string, string[], unknown]>([
        ['preview', ['preview'], { kind: 'preview', width: 2048, height: 2048 }],
        ['preview box', ['preview/800x600'], { kind: 'preview', width: 800, height: 600 }],
        ['resize width', ['resize/640'], { kind: 'resize', width: 640, height: null }],
        ['resize height', ['resize/x480'], { kind: 'resize', width: null, height: 480 }],
        ['resize width with x', ['resize/640x'], { kind: 'resize', width: 640, height: null }],
        ['resize both', ['resize/640x480'], { kind: 'resize', width: 640, height: 480 }],
        ['crop', ['crop/100x50'], { kind: 'crop', width: 100, height: 50, align: { type: 'offset', x: 0, y: 0 } }],
        [
            'crop center',
            ['crop/100x50/center'],
            { kind: 'crop', width: 100, height: 50, align: { type: 'percent', x: 50, y: 50 } },
        ],
        [
            'crop at an offset',
            ['crop/100x50/10,20'],
            { kind: 'crop', width: 100, height: 50, align: { type: 'offset', x: 10, y: 20 } },
        ],
        [
            'crop at percentages',
            ['crop/100x50/25p,75p'],
            { kind: 'crop', width: 100, height: 50, align: { type: 'percent', x: 25, y: 75 } },
        ],
        ['scale_crop', ['scale_crop/300x200'], { kind: 'scale_crop', width: 300, height: 200, align: 'topleft' }],
        [
            'scale_crop center',
            ['scale_crop/300x200/center'],
            { kind: 'scale_crop', width: 300, height: 200, align: 'center' },
        ],
        [
            'scale_crop smart',
            ['scale_crop/300x200/smart'],
            { kind: 'scale_crop', width: 300, height: 200, align: 'smart' },
        ],
        [
            'scale_crop smart_faces with an alignment',
            ['scale_crop/300x200/smart_faces/center'],
            { kind: 'scale_crop', width: 300, height: 200, align: 'smart' },
        ],
        ['rotate', ['rotate/270'], { kind: 'rotate', degrees: 270 }],
        ['flip', ['flip'], { kind: 'flip' }],
        ['mirror', ['mirror'], { kind: 'mirror' }],
        ['grayscale', ['grayscale'], { kind: 'grayscale' }],
    ])('%s', (_name, groups, operation) => {
        expect(parse(...groups).operations).toEqual([operation]);
    });

    it('reads output settings, the last of a kind winning', () => {
        const chain = parse(
            'format/webp',
            'quality/better',
            'format/auto',
            'progressive/yes',
            'inline/no',
            'autorotate/no',
        );
        expect(chain).toMatchObject({
            operations: [],
            format: 'auto',
            quality: 'better',
            progressive: true,
            download: true,
            autorotate: false,
        });
    });

    it('keeps geometry in URL order', () => {
        expect(parse('crop/10x10', 'resize/5').operations.map((operation) => operation.kind)).toEqual([
            'crop',
            'resize',
        ]);
    });

    it.each([
        [['blur/10'], 'Unknown effect: blur'],
        [['resize'], 'resize takes 1 parameter(s)'],
        [['resize/1/2'], 'resize takes 1 parameter(s)'],
        [['resize/x'], 'resize expects 800, x600 or 800x600'],
        [['resize/-5'], 'resize expects 800, x600 or 800x600'],
        [['resize/0'], 'resize width must be between 1 and 3000 pixels'],
        [['resize/3001'], 'resize width must be between 1 and 3000 pixels'],
        [['resize/100x3001'], 'resize height must be between 1 and 3000 pixels'],
        [['preview/3001x10'], 'preview width must be between 1 and 3000 pixels'],
        [['preview/800'], 'preview expects dimensions like 800x600'],
        [['crop/100'], 'crop expects dimensions like 800x600'],
        [['crop/10x10/top'], 'crop alignment expects center, x,y or xp,yp'],
        [['crop/10x10/101p,0p'], 'crop alignment expects center, x,y or xp,yp'],
        [['scale_crop/10x10/edges'], 'scale_crop expects center or smart'],
        [['scale_crop/10x10/center/top'], 'scale_crop takes one option'],
        [['format/web'], 'format expects auto, jpeg, png, webp, avif'],
        [['quality/max'], 'quality expects smart, smart_retina, normal, better, best, lighter, lightest'],
        [['progressive/true'], 'progressive expects yes or no'],
        [['inline'], 'inline takes 1 parameter(s)'],
        [['rotate/45'], 'rotate expects 0, 90, 180 or 270'],
        [['flip/1'], 'flip takes 0 parameter(s)'],
        [['Resize/10'], 'Malformed effect name'],
        [['resize%2F10'], 'Malformed effect name'],
    ])('%j → %s', (groups, message) => {
        expect(() => parse(...groups)).toThrow(new EffectError(message));
    });

    it('limits the number of effects', () => {
        const groups = Array.from({ length: 4 }, () => ['flip']);
        expect(() => parseEffectChain(groups, 3)).toThrow('At most 3 effects are allowed');
        expect(parseEffectChain(groups.slice(1), 3).operations).toHaveLength(3);
    });

    it.each<[string[], boolean]>([
        [[], false],
        [['inline/no'], false],
        [['autorotate/yes'], false],
        [['format/auto'], true],
        [['quality/best'], true],
        [['progressive/yes'], true],
        [['resize/10'], true],
    ])('%j needs processing: %s', (groups, expected) => {
        expect(needsProcessing(parse(...groups))).toBe(expected);
    });
});
