/**
 * A local HTTP stand-in for a remote search engine: a node:http server on 127.0.0.1, port 0.
 * Every request is recorded (method, path, query, headers, JSON body, gunzipped if needed) and
 * answered by the test's handler, which replays the engine's documented responses. A handler
 * may answer 'hang' to never respond (timeouts) or 'destroy' to drop the connection.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface RecordedRequest {
    method: string;
    path: string;
    query: URLSearchParams;
    headers: IncomingMessage['headers'];
    body: unknown;
}

export type StandInAnswer = { status?: number; body?: unknown } | 'hang' | 'destroy';
export type StandInHandler = (request: RecordedRequest) => StandInAnswer | Promise<StandInAnswer>;

export interface StandIn {
    url: string;
    port: number;
    requests: RecordedRequest[];
    handle(handler: StandInHandler): void;
    close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (chunks.length === 0) return undefined;
    let raw = Buffer.concat(chunks);
    if (request.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
    const text = raw.toString('utf8');
    try {
        return JSON.parse(text);
    } catch {
        return text;
    }
}

export async function startStandIn(initial: StandInHandler): Promise<StandIn> {
    let handler = initial;
    const requests: RecordedRequest[] = [];
    const server: Server = createServer(async (request, response) => {
        const url = new URL(request.url ?? '/', 'http://stand-in');
        const recorded: RecordedRequest = {
            method: request.method ?? 'GET',
            path: decodeURIComponent(url.pathname),
            query: url.searchParams,
            headers: request.headers,
            body: await readBody(request),
        };
        requests.push(recorded);
        const answer = await handler(recorded);
        if (answer === 'hang') return;
        if (answer === 'destroy') {
            request.socket.destroy();
            return;
        }
        const body = answer.body === undefined ? '' : JSON.stringify(answer.body);
        response.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' });
        response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
        url: `http://127.0.0.1:${port}`,
        port,
        requests,
        handle: (next) => {
            handler = next;
        },
        close: () =>
            new Promise<void>((resolve) => {
                server.closeAllConnections();
                server.close(() => resolve());
            }),
    };
}

/** A port nothing listens on (the stand-in is started and closed again). */
export async function closedPort(): Promise<number> {
    const standIn = await startStandIn(() => ({}));
    await standIn.close();
    return standIn.port;
}
