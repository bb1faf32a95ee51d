/**
 * `npm run test:prezly:browser` (TEST_CONTENT_SOURCE=prezly): each site reads its newsroom through
 * the Prezly adapter, from a local stand-in of the Prezly API serving the same directory. Prezly's
 * assets CDN is out of reach: a second built server reading that directory with the files source
 * stands in for it with its own /cdn, so image URLs, derivatives and downloads stay the same.
 */
import { startNewsroomStandIn } from '../../helpers/prezly-stand-in/newsroom-stand-in';
import { prezlySourceSettings } from '../../helpers/prezly-stand-in/stand-in-server';
import { type Stop, startSiteServer } from './site-server';

export async function prezlyMode(contentDir: string, stops: Stop[]): Promise<Record<string, string>> {
    const standIn = await startNewsroomStandIn(contentDir);
    stops.push(() => standIn.close());
    const assets = await startSiteServer(contentDir, {}, stops);
    return {
        ...prezlySourceSettings(standIn),
        ASSETS_CDN_URL: `${assets}/cdn`,
        // Each run reads its stand-in afresh, never a snapshot an earlier run left.
        CONTENT_SNAPSHOT_DIR: 'off',
    };
}
