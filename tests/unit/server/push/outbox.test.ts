import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
    createOutbox,
    decodeOutbox,
    encodeOutbox,
    type OutboxEntries,
    type OutboxSender,
    type OutboxSenders,
} from '../../../../server/push/outbox';
import { fileOutboxStore } from '../../../../server/push/outbox-stores';
import type { Delivery, SendStop } from '../../../../server/push/send-with-retries';
import { memoryLogger } from '../../../helpers/memory-logger';

const folders: string[] = [];
afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function folder(): string {
    const made = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    folders.push(made);
    return made;
}

/** An outbox of `senders` that saves in `directory` (a new folder by default), with its log lines. */
function outboxIn(senders: OutboxSenders, directory = folder()) {
    const { logger, lines } = memoryLogger();
    return { directory, lines, outbox: createOutbox(senders, [fileOutboxStore(directory)], logger) };
}

interface Call {
    targets: string[];
    stop: SendStop;
    finish(delivery?: Partial<Delivery>): void;
}

/**
 * A sender that finishes when the test says, and, like the real ones (send-with-retries.ts),
 * names every target unsent when the stop cuts it while it waits.
 */
function sender() {
    const calls: Call[] = [];
    const send: OutboxSender = (targets, stop) =>
        new Promise((resolve) => {
            const finish = (delivery: Partial<Delivery> = {}) => resolve({ ok: true, unsent: [], ...delivery });
            calls.push({ targets: [...targets], stop, finish });
            stop.cut.addEventListener('abort', () => finish({ ok: false, unsent: [...targets] }), { once: true });
        });
    return { send, calls };
}

const savedFiles = (directory: string) => readdirSync(directory).filter((name) => name.startsWith('outbox-'));
const savedIn = (directory: string): OutboxEntries[] =>
    savedFiles(directory).map((name) => decodeOutbox(readFileSync(path.join(directory, name), 'utf8')));
const later = () => Date.now() + 60_000;
const entries = (partial: Partial<OutboxEntries>): OutboxEntries => ({
    websub: [],
    indexnow: [],
    purge: [],
    ...partial,
});

describe('the outbox while the process runs', () => {
    it('sends at once, each kind to its sender, and ignores a kind it has no sender for', () => {
        const { logger } = memoryLogger();
        const hub = sender();
        const outbox = createOutbox({ websub: hub.send }, [], logger);
        outbox.send('websub', ['https://news.example/feed']);
        outbox.send('purge', ['story:1']);
        outbox.send('websub', []);
        expect(hub.calls.map((call) => call.targets)).toEqual([['https://news.example/feed']]);
        expect(hub.calls[0]!.stop.halted.aborted).toBe(false);
    });
});

describe('a stop', () => {
    it('saves nothing when every send went through', async () => {
        const hub = sender();
        const { directory, lines, outbox } = outboxIn({ websub: hub.send });
        outbox.send('websub', ['https://news.example/feed']);
        hub.calls[0]!.finish();
        await outbox.close(later());
        expect(savedFiles(directory)).toEqual([]);
        expect(lines.filter((line) => line.level !== 'debug')).toEqual([]);
    });

    it('halts the sends under way, waits for them, and saves what they left unsent, not what went through', async () => {
        const hub = sender();
        const cdn = sender();
        const { directory, lines, outbox } = outboxIn({ websub: hub.send, purge: cdn.send });
        outbox.send('websub', ['https://news.example/feed', 'https://news.example/feed.json']);
        outbox.send('purge', ['story:1', 'content']);
        const closing = outbox.close(later());
        expect(hub.calls[0]!.stop.halted.aborted).toBe(true);
        hub.calls[0]!.finish({ unsent: ['https://news.example/feed.json'] });
        cdn.calls[0]!.finish();
        await closing;
        expect(savedIn(directory)).toEqual([entries({ websub: ['https://news.example/feed.json'] })]);
        expect(lines.map((line) => line.message)).toContain(
            `Stopping: 1 WebSub pings left unsent, saved in folder ${directory} for the next start`,
        );
    });

    it('keeps what is sent once it is stopping, without sending it, each target once', async () => {
        const indexNow = sender();
        const { directory, outbox } = outboxIn({ indexnow: indexNow.send });
        outbox.send('indexnow', ['https://news.example/a']);
        const closing = outbox.close(later());
        outbox.send('indexnow', ['https://news.example/b', 'https://news.example/c']);
        outbox.send('indexnow', ['https://news.example/b']);
        expect(indexNow.calls).toHaveLength(1);
        indexNow.calls[0]!.finish();
        await closing;
        expect(savedIn(directory)).toEqual([
            entries({ indexnow: ['https://news.example/b', 'https://news.example/c'] }),
        ]);
    });

    it('abandons the sends still unanswered at the deadline, and keeps them', async () => {
        const cdn = sender();
        const { directory, lines, outbox } = outboxIn({ purge: cdn.send });
        outbox.send('purge', ['story:1']);
        await outbox.close(Date.now());
        expect(cdn.calls[0]!.stop.cut.aborted).toBe(true);
        expect(savedIn(directory)).toEqual([entries({ purge: ['story:1'] })]);
        expect(lines.map((line) => line.message)).toContain(
            'Stopping: 1 pushes or purges still unanswered are abandoned, and kept to send at the next start',
        );
    });

    it('keeps at most 10,000 IndexNow addresses, logging what it drops, and purge keys past 1,000 as one purge of site', async () => {
        const { directory, lines, outbox } = outboxIn({ indexnow: sender().send, purge: sender().send });
        const addresses = Array.from({ length: 10_002 }, (_, index) => `https://news.example/story-${index}`);
        const keys = Array.from({ length: 1001 }, (_, index) => `story:${index}`);
        const closing = outbox.close(later());
        outbox.send('indexnow', addresses);
        outbox.send('purge', keys);
        await closing;
        const [kept] = savedIn(directory);
        expect(kept?.indexnow).toEqual(addresses.slice(0, 10_000));
        expect(kept?.purge).toEqual(['site']);
        const warnings = lines.filter((line) => line.level === 'warn').map((line) => line.message);
        expect(warnings).toContain(
            '2 of 10002 IndexNow addresses waiting are dropped (at most 10000 are kept): https://news.example/story-10000, https://news.example/story-10001…',
        );
        expect(warnings).toContain('1001 CDN purge keys waiting, more than 1000: kept as one purge of "site"');
    });

    it('sends nothing that comes after it saved, and says so', async () => {
        const hub = sender();
        const { directory, lines, outbox } = outboxIn({ websub: hub.send });
        await outbox.close(later());
        outbox.send('websub', ['https://news.example/feed']);
        expect(hub.calls).toEqual([]);
        expect(savedFiles(directory)).toEqual([]);
        expect(lines.map((line) => line.message)).toContain(
            '1 WebSub pings came after the stop saved what was waiting: not sent',
        );
    });

    it('says what it loses when nothing can keep it', async () => {
        const { logger, lines } = memoryLogger();
        const hub = sender();
        const outbox = createOutbox({ websub: hub.send }, [], logger);
        outbox.send('websub', ['https://news.example/feed']);
        const closing = outbox.close(later());
        hub.calls[0]!.finish({ ok: false, unsent: ['https://news.example/feed'] });
        await closing;
        expect(lines.map((line) => line.message)).toContain(
            'Stopping: 1 WebSub pings left unsent are lost: CONTENT_SNAPSHOT_DIR is off and REDIS_URL unset',
        );
    });

    it('saves in the next store when the first cannot take it', async () => {
        const directory = folder();
        const notAFolder = path.join(directory, 'a-file');
        writeFileSync(notAFolder, '');
        const { logger, lines } = memoryLogger();
        const outbox = createOutbox(
            { purge: sender().send },
            [fileOutboxStore(notAFolder), fileOutboxStore(directory)],
            logger,
        );
        const closing = outbox.close(later());
        outbox.send('purge', ['story:1']);
        await closing;
        expect(savedIn(directory)).toEqual([entries({ purge: ['story:1'] })]);
        expect(lines.find((line) => line.level === 'warn')?.message).toMatch(
            new RegExp(`^Could not save the outbox in folder ${notAFolder}: `),
        );
    });
});

describe('the next start', () => {
    function save(directory: string, saved: OutboxEntries) {
        writeFileSync(path.join(directory, `outbox-${Math.random().toString(36).slice(2)}.json`), encodeOutbox(saved));
    }

    it('sends what every saved outbox holds, each target once, and clears them', async () => {
        const directory = folder();
        save(directory, entries({ websub: ['https://news.example/feed'], purge: ['story:1', 'content'] }));
        save(directory, entries({ websub: ['https://news.example/feed', 'https://news.example/fr/feed'] }));
        const hub = sender();
        const cdn = sender();
        const { lines, outbox } = outboxIn({ websub: hub.send, purge: cdn.send }, directory);
        await outbox.resume();
        expect(hub.calls.map((call) => call.targets)).toEqual([
            ['https://news.example/feed', 'https://news.example/fr/feed'],
        ]);
        expect(cdn.calls.map((call) => call.targets)).toEqual([['story:1', 'content']]);
        expect(readdirSync(directory)).toEqual([]);
        expect(lines.map((line) => line.message)).toContain(
            `Sending what a stop left unsent: 2 WebSub pings, 2 CDN purge keys (from folder ${directory})`,
        );

        await outboxIn({ websub: hub.send }, directory).outbox.resume();
        expect(hub.calls).toHaveLength(1);
    });

    it('skips a damaged saved outbox with a warning, and sends the others', async () => {
        const directory = folder();
        writeFileSync(path.join(directory, 'outbox-damaged.json'), '{"kind":"newsroom-outb');
        writeFileSync(path.join(directory, 'outbox-other.json'), JSON.stringify({ kind: 'something else' }));
        save(directory, entries({ indexnow: ['https://news.example/a'] }));
        const indexNow = sender();
        const { lines, outbox } = outboxIn({ indexnow: indexNow.send }, directory);
        await outbox.resume();
        expect(indexNow.calls.map((call) => call.targets)).toEqual([['https://news.example/a']]);
        const warnings = lines.filter((line) => line.level === 'warn').map((line) => line.message);
        expect(warnings.sort()).toEqual([
            `Ignoring an outbox saved in folder ${directory}: it is not JSON (damaged)`,
            `Ignoring an outbox saved in folder ${directory}: it is not an outbox of this version (kind)`,
        ]);
        expect(readdirSync(directory)).toEqual([]);
    });

    it('drops, with a warning, what it has no sender for any more', async () => {
        const directory = folder();
        save(directory, entries({ websub: ['https://news.example/feed'], purge: ['story:1'] }));
        const cdn = sender();
        const { lines, outbox } = outboxIn({ purge: cdn.send }, directory);
        await outbox.resume();
        expect(cdn.calls.map((call) => call.targets)).toEqual([['story:1']]);
        expect(lines.map((line) => line.message)).toContain(
            '1 WebSub pings saved at a stop are dropped: WEBSUB_HUB_URL is not set now',
        );
    });

    it('a saved outbox goes to one of two processes taking at once', async () => {
        const directory = folder();
        save(directory, entries({ purge: ['story:1'] }));
        const [first, second] = await Promise.all([
            fileOutboxStore(directory).take(),
            fileOutboxStore(directory).take(),
        ]);
        expect([...first, ...second].map(decodeOutbox)).toEqual([entries({ purge: ['story:1'] })]);
    });

    it('keeps what it took when a stop comes before it is sent', async () => {
        const directory = folder();
        save(directory, entries({ websub: ['https://news.example/feed'] }));
        const hub = sender();
        const { outbox } = outboxIn({ websub: hub.send }, directory);
        const resuming = outbox.resume();
        const closing = outbox.close(later());
        await resuming;
        await closing;
        expect(hub.calls).toEqual([]);
        expect(savedIn(directory)).toEqual([entries({ websub: ['https://news.example/feed'] })]);
    });
});
