import { z } from 'zod';
import { checkAnswer, PurgeRejected } from '../send-with-retries';
import type { PurgeRequest } from './purge-with-retries';

const AnswerSchema = z.object({
    success: z.boolean(),
    errors: z.array(z.object({ code: z.number().optional(), message: z.string() })).default([]),
});

/**
 * Cloudflare's purge by cache tag: `POST /zones/{zone_id}/purge_cache` with `{"tags": [...]}`
 * and a bearer API token. 30 tags a request, the limit every plan accepts. Cloudflare answers
 * with `success` and an `errors` list; a refusal can come with status 200 too.
 */
export function cloudflarePurge(options: { apiUrl: string; zoneId: string; token: string }): PurgeRequest {
    const url = `${options.apiUrl}/zones/${encodeURIComponent(options.zoneId)}/purge_cache`;
    return {
        kind: 'cloudflare',
        batchSize: 30,
        async send(keys, signal) {
            const response = await fetch(url, {
                method: 'POST',
                headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
                body: JSON.stringify({ tags: keys }),
                signal,
            });
            await checkAnswer(response, 'Cloudflare');
            const answer = AnswerSchema.safeParse(await response.json().catch(() => null));
            if (!answer.success) throw new Error('Cloudflare answered with an unexpected body');
            if (!answer.data.success) {
                throw new PurgeRejected(`Cloudflare refused: ${answer.data.errors.map((e) => e.message).join('; ')}`);
            }
        },
    };
}
