import type { Logger } from '../../logger';
import type { SnapshotKeeper } from '../persisted/snapshot-keeper';
import type { ContentChannel } from '../sharing/content-channel';
import { INSTANCE_ID, receiveChange, shareChange } from '../sharing/shared-change';
import type { ContentChange } from './newsroom-state';

/**
 * Which process of an instance reads Prezly on its own schedule. With WEB_CONCURRENCY above 1
 * the cluster primary makes one worker the reader (NEWSROOM_CONTENT_ROLE, process/primary.ts);
 * the others follow: they start from the saved snapshot and apply what the reader shares.
 */
export type ContentRole = 'reader' | 'follower';

export function contentRole(env: NodeJS.ProcessEnv = process.env): ContentRole {
    return env.NEWSROOM_CONTENT_ROLE === 'follower' ? 'follower' : 'reader';
}

export interface SharingHandlers {
    /** A change another process read (from Prezly at `loadedAt`): apply it. */
    apply(change: ContentChange, loadedAt: string): void;
    /** A sibling saved a whole new snapshot: read it. */
    reread(): void;
}

/**
 * Tells the other processes what this one read from Prezly, so they apply it instead of all
 * reading it again, and hands their changes to this one. A change too large to send (a cold
 * load) is saved first and announced; siblings read the saved snapshot, other instances catch
 * up by their own refresh. Delivery is best effort: a missed change is read at the next refresh
 * that finds it (the reader's changes or sweep).
 */
export class ChangeSharing {
    constructor(
        private readonly channel: ContentChannel | null,
        private readonly keeper: SnapshotKeeper,
        private readonly newsroomUuid: string,
        private readonly logger: Logger,
    ) {}

    /** After a refresh read `change` from Prezly; `whole` when it read the whole newsroom. */
    shareRead(change: ContentChange, loadedAt: string, whole: boolean): void {
        const { channel } = this;
        if (!channel) return;
        const shared = shareChange(change, { newsroomUuid: this.newsroomUuid, loadedAt }, whole);
        if (!shared.snapshotSaved) {
            channel.publish(shared);
            return;
        }
        void this.keeper.flush().then(() => channel.publish(shared));
    }

    async close(): Promise<void> {
        await this.channel?.close();
    }

    listen(handlers: SharingHandlers): void {
        this.channel?.subscribe((message) => {
            const received = receiveChange(message, this.newsroomUuid);
            if (!received) return;
            if (received.change) {
                handlers.apply(received.change, received.shared.loadedAt);
            } else if (received.shared.instance === INSTANCE_ID) {
                this.logger.info('A sibling worker saved a new content snapshot; reading it');
                handlers.reread();
            }
        });
    }
}
