import { describe, expect, it } from 'vitest';
import { displayedHandle, mastodonFollowUrl } from '../../../../domain/federation/remote-follow';

describe('mastodonFollowUrl', () => {
    it('is Mastodon’s remote-follow page on the visitor’s server, with the account as an acct: URI', () => {
        expect(mastodonFollowUrl('mastodon.social', 'press@newsroom.example')).toBe(
            'https://mastodon.social/authorize_interaction?uri=acct%3Apress%40newsroom.example',
        );
    });

    it('encodes what a handle may hold, so nothing of it becomes another parameter', () => {
        expect(mastodonFollowUrl('fosstodon.org', 'wind-power.de@press.example:8443')).toBe(
            'https://fosstodon.org/authorize_interaction?uri=acct%3Awind-power.de%40press.example%3A8443',
        );
    });
});

describe('displayedHandle', () => {
    it('is the account with its leading @', () => {
        expect(displayedHandle('press@newsroom.example')).toBe('@press@newsroom.example');
    });
});
