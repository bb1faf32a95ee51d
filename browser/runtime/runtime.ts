/**
 * The island runtime: the only script a page loads up front, and only when it has islands. No
 * framework: it reads the page's island manifest (a JSON data block: each island's file and the
 * chunks it needs), finds the markers and wakes each island when its strategy fires. Waking
 * imports the island and the shared React chunk and hydrates the server's markup. Clicks that
 * arrive while an island is waking are held and replayed once it is live, so the click that
 * woke it is not lost. It also shows the consent bar when the visitor has to be asked
 * (consent-bar.ts), so a first visit needs no React until the visitor answers.
 */

import type { Analytics } from '../analytics/context';
import { connectTracker, pageAnalytics } from '../analytics/page-analytics';
import { ClickHold } from './click-hold';
import { revealConsentBar } from './consent-bar';
import type { HydrationStrategy } from './island-marker';
import { readIslandProps, readJson } from './island-marker';
import { openFromPageVisitHash } from './page-visit-hash';

/**
 * The page's analytics queue lives here, in the one script every island page loads first: the
 * runtime hands it to each island it hydrates and to the analytics module it starts, so the
 * islands and the module share it without a chunk of its own to download.
 */
interface IslandModule {
    /** `name`: a file may hold several islands (the consent bar and toggle share one). */
    hydrate?: (root: HTMLElement, props: unknown, analytics: Analytics, name: string) => Promise<void>;
    start?: (props: unknown, connect: typeof connectTracker) => void;
}

const manifestElement = document.getElementById('island-manifest');
const files: Record<string, string[]> = JSON.parse(manifestElement?.textContent || '{}');
// Lets CSS show controls that need JavaScript (copy link) before their island wakes.
document.documentElement.dataset.islands = '';

async function importEntry(name: string): Promise<IslandModule> {
    const [url, ...chunks] = files[name] ?? [];
    if (!url) throw new Error(`Island "${name}" is not in the page manifest`);
    // The chunks load in parallel with the entry rather than after it has been parsed.
    const [module] = await Promise.all([import(url), ...chunks.map((chunk) => import(chunk))]);
    return module as IslandModule;
}

async function wake(marker: HTMLElement, hold: ClickHold) {
    if (marker.dataset.hydrated) return;
    marker.dataset.hydrated = 'pending';
    const name = marker.dataset.island!;
    try {
        const module = await importEntry(name);
        const root = marker.querySelector<HTMLElement>(':scope > [data-island-root]')!;
        await module.hydrate!(root, readIslandProps(marker), pageAnalytics, name);
        marker.dataset.hydrated = 'true';
        marker.dispatchEvent(new CustomEvent('island:hydrated', { bubbles: true, detail: { name } }));
    } catch (error) {
        marker.dataset.hydrated = 'failed';
        console.error(`Island "${name}" failed to hydrate`, error);
    } finally {
        hold.release();
    }
}

const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

function onIdle(run: () => void) {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
}

function onInteraction(marker: HTMLElement, triggers: string | undefined, run: () => void) {
    const concerns = (target: EventTarget | null) =>
        target instanceof Element && (marker.contains(target) || (triggers ? target.closest(triggers) : null));
    const start = (event: Event) => {
        if (!concerns(event.target)) return;
        for (const type of INTERACTION_EVENTS) document.removeEventListener(type, start, true);
        run();
    };
    for (const type of INTERACTION_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
}

function onVisible(marker: HTMLElement, run: () => void) {
    const observer = new IntersectionObserver(
        (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer.disconnect();
            run();
        },
        { rootMargin: '200px' },
    );
    // The wrappers are display: contents and have no box; observe what they hold.
    for (const child of marker.querySelectorAll(':scope > [data-island-root] > *')) observer.observe(child);
}

function schedule(marker: HTMLElement) {
    const triggers = marker.dataset.triggers || undefined;
    // Clicks inside the island (or on its triggers) wake it and are held until it is live.
    const hold = new ClickHold((target) => marker.contains(target) || (!!triggers && !!target.closest(triggers)));
    const run = () => void wake(marker, hold);
    hold.onFirstClick = run;
    const strategy = (marker.dataset.hydrate as HydrationStrategy) || 'idle';
    if (strategy === 'load') run();
    else if (strategy === 'idle') onIdle(run);
    else if (strategy === 'visible') onVisible(marker, run);
    else onInteraction(marker, triggers, run);
}

/** Framework-free modules with no markup (analytics): started on idle with their settings. */
function startModule(element: HTMLElement) {
    const name = element.dataset.module!;
    onIdle(() =>
        importEntry(name)
            .then((module) => {
                module.start?.(readJson(element), connectTracker);
                element.dataset.started = 'true';
            })
            .catch((error) => console.error(`Module "${name}" failed to start`, error)),
    );
}

revealConsentBar();
for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) schedule(marker);
for (const element of document.querySelectorAll<HTMLElement>('script[data-module]')) startModule(element);
openFromPageVisitHash();
window.addEventListener('hashchange', openFromPageVisitHash);
