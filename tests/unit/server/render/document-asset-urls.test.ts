import { describe, expect, it } from 'vitest';
import { createSiteUrls } from '../../../../domain/urls';
import type { AssetManifest } from '../../../../server/config/asset-manifest';
import { documentAssets } from '../../../../server/render/document-asset-urls';

const manifest: AssetManifest = {
    runtime: '/static/assets/runtime-A.js',
    islands: { lightbox: '/static/assets/lightbox-B.js' },
    react: '/static/assets/react-C.js',
    styles: { site: '/static/assets/site-D.css' },
    imports: {
        '/static/assets/runtime-A.js': ['/static/assets/chunk-E.js'],
        '/static/assets/lightbox-B.js': ['/static/assets/react-C.js'],
    },
};
const urlsAt = (basePath: string) =>
    createSiteUrls({ basePath, siteUrl: `https://press.example${basePath}`, urlPrefix: () => '' });

describe('documentAssets', () => {
    it('puts every built file under the base path, with the chunks each imports', () => {
        const assets = documentAssets(manifest, urlsAt('/newsroom'));
        expect(assets.stylesheet).toBe('/newsroom/static/assets/site-D.css');
        expect(assets.runtime).toBe('/newsroom/static/assets/runtime-A.js');
        expect(assets.runtimeFiles).toEqual([
            '/newsroom/static/assets/runtime-A.js',
            '/newsroom/static/assets/chunk-E.js',
        ]);
        expect(assets.islandFiles('lightbox')).toEqual([
            '/newsroom/static/assets/lightbox-B.js',
            '/newsroom/static/assets/react-C.js',
        ]);
    });

    it('is made once per manifest and base path', () => {
        expect(documentAssets(manifest, urlsAt(''))).toBe(documentAssets(manifest, urlsAt('')));
        expect(documentAssets(manifest, urlsAt('')).runtime).toBe('/static/assets/runtime-A.js');
        expect(documentAssets(manifest, urlsAt(''))).not.toBe(documentAssets(manifest, urlsAt('/newsroom')));
    });

    it('has no stylesheet when the build made none', () => {
        expect(documentAssets({ ...manifest, styles: {} }, urlsAt('')).stylesheet).toBeNull();
    });

    it('throws for an island the build does not know, naming the fix', () => {
        expect(() => documentAssets(manifest, urlsAt('')).islandFiles('nope')).toThrow(/npm run build/);
    });
});
