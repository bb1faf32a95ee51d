/**
 * Local stand-ins of a WebSub hub, of an IndexNow endpoint and of Varnish's purge: real HTTP
 * servers on free ports that record what they were sent and answer as the real ones do (204
 * from the hub, 200 from IndexNow and Varnish), or with the failures a test queues
 * (`failNext(2, 500)`, `failNext(1, 429)`) or sets (`failAll(503)`), after the delay a test sets
 * (`slow(1000)`): each request records when it was answered.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
    method: string;
    path: string;
    contentType: string;
    headers: IncomingHttpHeaders;
    body: string;
    /** The status answered, once answered. */
    status?: number;
    /** When it was answered (Date.now()), once answered. */
    answeredAt?: number;
}

export interface PushStandIn {
    url: string;
    /** Every request, failed ones included, in the order they came. */
    received: ReceivedRequest[];
    /** The next `count` requests get `status` instead of a success. */
    failNext(count: number, status: number): void;
    /** Every request gets `status` until called with null. */
    failAll(status: number | null): void;
    /** Each answer waits this long first. */
    slow(delayMs: number): void;
    close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
    return new Promise((resolve, reject) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        request.on('error', reject);
    });
}

async function startStandIn(path: string, successStatus: number): Promise<PushStandIn> {
    const received: ReceivedRequest[] = [];
    const failures: number[] = [];
    let failing: number | null = null;
    let delayMs = 0;
    const server: Server = createServer(async (request, response) => {
        const body = await readBody(request);
        const record: ReceivedRequest = {
            method: request.method ?? '',
            path: request.url ?? '',
            contentType: request.headers['content-type'] ?? '',
            headers: request.headers,
            body,
        };
        received.push(record);
        const answer = (status: number, text?: string) => {
            record.status = status;
            record.answeredAt = Date.now();
            response.writeHead(status, { 'Content-Type': 'text/plain' }).end(text);
        };
        if (request.url !== path) return answer(404, 'Not found');
        const failure = failures.shift() ?? failing;
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (failure) return answer(failure, `Failing: ${failure}`);
        answer(successStatus);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
        url: `http://127.0.0.1:${port}${path}`,
        received,
        failNext(count, status) {
            failures.push(...Array.from({ length: count }, () => status));
        },
        failAll(status) {
            failing = status;
        },
        slow(ms) {
            delayMs = ms;
        },
        close() {
            server.closeAllConnections();
            return new Promise((resolve) => server.close(() => resolve()));
        },
    };
}

/** A WebSub hub: publish pings are form POSTs to `/hub`, taken with 204 No Content. */
export function startWebSubHub(): Promise<PushStandIn> {
    return startStandIn('/hub', 204);
}

/** An IndexNow endpoint: JSON POSTs to `/indexnow`, taken with 200 OK. */
export function startIndexNowEndpoint(): Promise<PushStandIn> {
    return startStandIn('/indexnow', 200);
}

/**
 * Varnish's purge as deploy/varnish.vcl answers it: `PURGE /` with the keys in an `xkey` header,
 * taken with 200 (VARNISH_URL is the stand-in's origin: its `url` without the path).
 */
export function startVarnishPurge(): Promise<PushStandIn> {
    return startStandIn('/', 200);
}
