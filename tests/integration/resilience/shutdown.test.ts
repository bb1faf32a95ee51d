/**
 * Graceful shutdown under load, against the built server in its own process (as on a PaaS):
 * requests in flight when SIGTERM arrives all complete, then the process exits 0. The same with
 * WEB_CONCURRENCY=2, where the signal goes to the cluster primary and every worker drains; and a
 * worker that dies is replaced.
 */
import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startBuiltServer } from '../../helpers/built-server';

function get(port: number, path: string, agent: Agent): Promise<number> {
    return new Promise((resolve, reject) => {
        const call = request({ host: '127.0.0.1', port, path, agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
        });
        call.on('error', reject);
        call.end();
    });
}

describe('graceful shutdown', () => {
    it.each(['1', '2'])(
        'finishes every in-flight request after SIGTERM and exits 0 (WEB_CONCURRENCY=%s)',
        async (workers) => {
            const { port, child, exited } = await startBuiltServer({
                PAGE_CACHE_ENTRIES: '0',
                WEB_CONCURRENCY: workers,
            });
            // Uncached pages in many languages keep the server busy rendering while the signal lands.
            const paths = [
                '/',
                '/fr',
                '/ar',
                '/de',
                '/media',
                '/search?query=aurora',
                '/fr/search?query=velo',
                '/contacts',
            ];
            // One connection per request, all sent at once. Once ten answers are back the server has
            // accepted the other connections and is working through their requests: the signal
            // lands mid-load. (Connections still in the kernel's backlog are the router's business:
            // a platform stops routing to an instance before it sends SIGTERM.)
            const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
            let answered = 0;
            const inFlight = Array.from({ length: 80 }, (_, index) =>
                get(port, paths[index % paths.length]!, agent).then((status) => {
                    answered++;
                    return status;
                }),
            );
            while (answered < 10) await new Promise((resolve) => setTimeout(resolve, 2));
            expect(answered).toBeLessThan(80);
            child.kill('SIGTERM');
            const statuses = await Promise.all(inFlight);
            agent.destroy();
            expect(statuses.filter((status) => status !== 200)).toEqual([]);
            expect(await exited).toBe(0);
        },
    );
});

interface Health {
    process: { pid: number; worker: number | null };
}

describe('workers (WEB_CONCURRENCY=2)', () => {
    it('share the port, and a worker that dies is replaced and logged', async () => {
        const server = await startBuiltServer({ WEB_CONCURRENCY: '2' });
        try {
            // A new connection each time: the primary hands connections, not requests, to workers.
            const health = () =>
                new Promise<Health>((resolve, reject) => {
                    request({ host: '127.0.0.1', port: server.port, path: '/healthz', agent: false }, (response) => {
                        let body = '';
                        response.on('data', (chunk) => {
                            body += chunk;
                        });
                        response.on('end', () => resolve(JSON.parse(body) as Health));
                    })
                        .on('error', reject)
                        .end();
                });
            // Both workers answer, in turn, once both are listening.
            const seen = new Map<number, number>();
            for (let attempt = 0; seen.size < 2 && attempt < 200; attempt++) {
                const { process: answering } = await health();
                seen.set(answering.pid, answering.worker ?? 0);
                if (seen.size < 2) await new Promise((resolve) => setTimeout(resolve, 50));
            }
            expect([...seen.values()].sort()).toEqual([1, 2]);
            expect(seen.has(server.child.pid!)).toBe(false);

            const [victim] = [...seen.keys()];
            process.kill(victim!, 'SIGKILL');
            for (let attempt = 0; !/died/.test(server.errors()) && attempt < 100; attempt++) {
                await new Promise((resolve) => setTimeout(resolve, 50));
            }
            expect(server.errors()).toMatch(
                new RegExp(`Worker \\d+ \\(pid ${victim}\\) died \\(signal SIGKILL\\); starting a replacement`),
            );
            const replacement = new Set<number>();
            for (let attempt = 0; replacement.size === 0 && attempt < 400; attempt++) {
                const { process: answering } = await health();
                if (!seen.has(answering.pid)) replacement.add(answering.worker ?? 0);
                else await new Promise((resolve) => setTimeout(resolve, 50));
            }
            expect([...replacement]).toEqual([3]);
        } finally {
            server.child.kill('SIGTERM');
            expect(await server.exited).toBe(0);
        }
    });
});
