/**
 * One HTTP request on a connection of its own, for tests of a cluster: the primary hands
 * connections to the workers in turn, so calls in a row reach every worker.
 */
import { request } from 'node:http';

export interface CallAnswer {
    status: number;
    body: string;
}

export function callOnNewConnection(
    port: number,
    url: string,
    options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<CallAnswer> {
    const { method = 'GET', headers = {}, body } = options;
    return new Promise((resolve, reject) => {
        const sent = request({ host: '127.0.0.1', port, path: url, method, headers, agent: false }, (response) => {
            let text = '';
            response.on('data', (chunk) => {
                text += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        sent.on('error', reject);
        sent.end(body);
    });
}

/** Prezly's webhook for an edited story, as Prezly would send it, with the site's secret. */
export function storyUpdatedWebhook(port: number, secret: string, storyUuid: string): Promise<CallAnswer> {
    return callOnNewConnection(port, '/api/webhooks/prezly', {
        method: 'POST',
        headers: { 'X-Webhook-Secret': secret, 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: 'story.updated', story: { uuid: storyUuid } }),
    });
}
