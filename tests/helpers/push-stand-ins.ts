/**
 * Local stand-ins of a WebSub hub and of an IndexNow endpoint: real HTTP servers on free ports
 * that record what they were sent and answer as the real ones do (204 from the hub, 200 from
 * IndexNow), or with the failures a test queues (`failNext(2, 500)`, `failNext(1, 429)`).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
    method: string;
    path: string;
    contentType: string;
    body: string;
}

export interface PushStandIn {
    url: string;
    /** Every request, failed ones included, in the order they came. */
    received: ReceivedRequest[];
    /** The next `count` requests get `status` instead of a success. */
    failNext(count: number, status: number): void;
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
    const server: Server = createServer(async (request, response) => {
        const body = await readBody(request);
        received.push({
            method: request.method ?? '',
            path: request.url ?? '',
            contentType: request.headers['content-type'] ?? '',
            body,
        });
        if (request.url !== path) return void response.writeHead(404).end('Not found');
        const failure = failures.shift();
        if (failure)
            return void response.writeHead(failure, { 'Content-Type': 'text/plain' }).end(`Failing: ${failure}`);
        response.writeHead(successStatus).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
        url: `http://127.0.0.1:${port}${path}`,
        received,
        failNext(count, status) {
            failures.push(...Array.from({ length: count }, () => status));
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
