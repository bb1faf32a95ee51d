import { checkAnswer } from '../send-with-retries';
import type { PurgeRequest } from './purge-with-retries';

/**
 * Fastly's batch purge by surrogate key: `POST /service/{service_id}/purge` with the keys in a
 * JSON body (`surrogate_keys`, at most 256 a request) and the API token in `Fastly-Key`. The
 * answer maps each key to a purge id.
 */
export function fastlyPurge(options: { apiUrl: string; serviceId: string; token: string }): PurgeRequest {
    const url = `${options.apiUrl}/service/${encodeURIComponent(options.serviceId)}/purge`;
    return {
        kind: 'fastly',
        batchSize: 256,
        async send(keys, signal) {
            const response = await fetch(url, {
                method: 'POST',
                headers: {
                    'Fastly-Key': options.token,
                    Accept: 'application/json',
                    'Content-Type': 'application/json',
                },
                body: JSON.stringify({ surrogate_keys: keys }),
                signal,
            });
            await checkAnswer(response, 'Fastly');
        },
    };
}
