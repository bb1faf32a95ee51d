import { describe, expect, it } from 'vitest';
import { socialLinks } from '../../../domain/social-links';

const none = {
    facebook: null,
    instagram: null,
    linkedin: null,
    pinterest: null,
    tiktok: null,
    twitter: null,
    youtube: null,
};

describe('social links', () => {
    it('keeps full URLs and orders networks', () => {
        expect(
            socialLinks({ ...none, youtube: 'https://youtube.com/@nw', facebook: 'https://facebook.com/nw' }),
        ).toEqual([
            { network: 'facebook', name: 'Facebook', url: 'https://facebook.com/nw' },
            { network: 'youtube', name: 'YouTube', url: 'https://youtube.com/@nw' },
        ]);
    });

    it('turns handles into profile URLs', () => {
        const links = socialLinks({
            ...none,
            twitter: '@northwind',
            tiktok: 'northwind',
            linkedin: 'northwind-mobility',
        });
        expect(links.map((link) => link.url)).toEqual([
            'https://www.linkedin.com/company/northwind-mobility',
            'https://www.tiktok.com/@northwind',
            'https://x.com/northwind',
        ]);
        expect(links.find((link) => link.network === 'twitter')?.name).toBe('X');
    });

    it('drops what cannot be linked safely', () => {
        expect(
            socialLinks({
                ...none,
                facebook: 'javascript:alert(1)',
                instagram: '   ',
                pinterest: 'two words',
                youtube: 'https://',
            }),
        ).toEqual([]);
    });
});
