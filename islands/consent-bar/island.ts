import { defineIsland } from '../island';
import { ConsentBar } from './ConsentBar';

/**
 * Wakes when the visitor reaches for the bar (pointer, focus, touch, key; the click is replayed).
 * Whether it shows at all is the runtime's decision (browser/runtime/consent-bar.ts), so a first
 * visit shows the bar without loading React.
 */
export const consentBarIsland = defineIsland({
    name: 'consent-bar',
    hydrate: 'interaction',
    component: ConsentBar,
});
