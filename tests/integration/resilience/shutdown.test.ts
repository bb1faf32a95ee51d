/**
 * Graceful shutdown under load, against the built server in its own process (as on a PaaS):
 * requests in flight when SIGTERM arrives all complete, then the process exits 0.
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
    it('finishes every in-flight request after SIGTERM and exits 0', async () => {
        const { port, child, exited } = await startBuiltServer({ PAGE_CACHE_ENTRIES: '0' });
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
    });
});
