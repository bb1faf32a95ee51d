import { CONSENT_COOKIE } from '../../domain/consent/consent-state';
import { defineIsland } from '../island';
import { ConsentBar } from './ConsentBar';

/**
 * Wakes on idle for a visitor who has not decided; one whose `consent` cookie already says
 * true or false has nothing to see here, so React is not loaded for the bar.
 */
export const consentBarIsland = defineIsland({
    name: 'consent-bar',
    hydrate: 'idle',
    component: ConsentBar,
    unlessCookie: { name: CONSENT_COOKIE, values: ['true', 'false'] },
});
