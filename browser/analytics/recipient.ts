import type { Tracker } from './tracker';

/**
 * docs/product-rules.md §2.5 and §7.3: a mailing link carries `utm_id` (the analytics module reads it and imports
 * this only then); the recipient is fetched from the analytics host and identified (deferred
 * under the consent-to-identify policy).
 */
export async function identifyRecipient(host: string, id: string, tracker: Tracker): Promise<void> {
    try {
        const response = await fetch(`${host}/recipients?id=${encodeURIComponent(id)}`, {
            headers: { Accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const recipient = (await response.json()) as { id?: unknown };
        if (typeof recipient.id !== 'string') throw new Error('No id in the answer');
        tracker.identify(recipient.id);
    } catch (error) {
        console.error(`Failed to fetch recipient with id: ${id}`, error);
    }
}
