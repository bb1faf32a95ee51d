import type { ContentSnapshot } from '../content/content-snapshot';

/**
 * What each of Fedify's callbacks is given as its context data: the content it answers from. A
 * request carries the snapshot it was answered from; the delivery queue's worker, which Fedify
 * starts once with one value, reads the newest snapshot through a getter, so an inbox activity
 * handled from the queue never sees the content of the moment the worker started.
 */
export interface FederationData {
    readonly snapshot: ContentSnapshot;
}
