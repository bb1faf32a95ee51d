import { checkAnswer } from '../send-with-retries';
import type { PurgeRequest } from './purge-with-retries';

/**
 * Varnish with the xkey module (deploy/varnish.vcl): `PURGE /` with the keys, space-separated,
 * in an `xkey` header; the VCL answers 200 with the number of objects purged.
 */
export function varnishPurge(varnishUrl: string): PurgeRequest {
    return {
        kind: 'varnish',
        batchSize: 100,
        async send(keys, signal) {
            const response = await fetch(`${varnishUrl}/`, {
                method: 'PURGE',
                headers: { xkey: keys.join(' ') },
                signal,
            });
            await checkAnswer(response, 'Varnish');
        },
    };
}
