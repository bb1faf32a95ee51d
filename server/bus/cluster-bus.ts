import { randomUUID } from 'node:crypto';
import { type ChangeBus, type ChangeMessage, isChangeMessage } from './change-bus';

/** The IPC message a worker sends the primary, which passes it to every other worker. */
export interface RelayedChange extends ChangeMessage {
    type: 'newsroom:content-changed';
}

const RELAYED_CHANGE_TYPE = 'newsroom:content-changed';

export function isRelayedChange(value: unknown): value is RelayedChange {
    return isChangeMessage(value) && (value as Partial<RelayedChange>).type === RELAYED_CHANGE_TYPE;
}

/**
 * Sibling workers of one instance, without Redis: a change goes to the cluster primary over
 * Node's IPC channel, and the primary passes it to the other workers (process/primary.ts).
 * Other instances are not reached; they catch up at their own refresh.
 */
export function createClusterBus(): ChangeBus {
    const origin = randomUUID();
    return {
        kind: 'cluster',
        publish(change) {
            const message: RelayedChange = { ...change, type: RELAYED_CHANGE_TYPE, origin, keys: [...change.keys] };
            if (process.connected) process.send?.(message);
        },
        subscribe(listener) {
            process.on('message', (message) => {
                if (isRelayedChange(message) && message.origin !== origin) listener(message);
            });
        },
        connected: () => process.connected,
        close: async () => {},
    };
}
