import { describe, expect, it } from 'vitest';
import { privacyPortalUrl } from '../../../domain/privacy-portal';

describe('privacy portal links (docs/product-rules.md §7.5)', () => {
    const base = { portalUrl: 'https://privacy.example', newsroomUuid: 'abc-123' };

    it('subscribes by default, with the email encoded', () => {
        expect(privacyPortalUrl({ ...base, languageCode: 'en', email: 'a+b@example.com' })).toBe(
            'https://privacy.example/en/newsroom/abc-123/subscribe?email=a%2Bb%40example.com',
        );
    });

    it('uses the lowercase locale code, also for the default language', () => {
        expect(privacyPortalUrl({ ...base, languageCode: 'pt_BR', action: 'data-request' })).toBe(
            'https://privacy.example/pt-br/newsroom/abc-123/data-request',
        );
    });

    it('ignores a trailing slash on the portal URL', () => {
        expect(privacyPortalUrl({ ...base, portalUrl: 'https://privacy.example/', languageCode: 'fr' })).toBe(
            'https://privacy.example/fr/newsroom/abc-123/subscribe',
        );
    });
});
