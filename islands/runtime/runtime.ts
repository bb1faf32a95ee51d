/**
 * The island runtime: the only script a page loads up front, and only when it has islands.
 * It reads the page's island manifest (a JSON data block listing just this page's islands),
 * finds the markers and imports each island's code according to its hydration strategy.
 */
import type { HydrateIsland, HydrationStrategy } from '../types';
import { openFromPageVisitHash } from './page-visit-hash';

type IslandModule = { hydrate: HydrateIsland };

const manifestElement = document.getElementById('island-manifest');
const manifest: Record<string, string> = manifestElement ? JSON.parse(manifestElement.textContent || '{}') : {};

async function hydrate(marker: HTMLElement) {
    if (marker.dataset.hydrated) return;
    marker.dataset.hydrated = 'pending';
    const name = marker.dataset.island!;
    const url = manifest[name];
    if (!url) {
        console.error(`Island "${name}" is not in the page manifest`);
        return;
    }
    try {
        const propsElement = marker.querySelector<HTMLScriptElement>(':scope > script[data-island-props]');
        const props = propsElement ? JSON.parse(propsElement.textContent || 'null') : null;
        const root = marker.querySelector<HTMLElement>(':scope > [data-island-root]')!;
        const module = (await import(/* @vite-ignore */ url)) as IslandModule;
        await module.hydrate(root, props);
        marker.dataset.hydrated = 'true';
        marker.dispatchEvent(new CustomEvent('island:hydrated', { bubbles: true, detail: { name } }));
    } catch (error) {
        marker.dataset.hydrated = 'failed';
        console.error(`Island "${name}" failed to hydrate`, error);
    }
}

const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

function schedule(marker: HTMLElement, strategy: HydrationStrategy) {
    switch (strategy) {
        case 'load':
            void hydrate(marker);
            return;
        case 'idle':
            if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(marker), { timeout: 2000 });
            else setTimeout(() => void hydrate(marker), 200);
            return;
        case 'visible': {
            const observer = new IntersectionObserver(
                (entries) => {
                    if (entries.some((entry) => entry.isIntersecting)) {
                        observer.disconnect();
                        void hydrate(marker);
                    }
                },
                { rootMargin: '200px' },
            );
            // The wrapper is display: contents and has no box; observe its content instead.
            const target = marker.querySelector<HTMLElement>('[data-island-root] > *') ?? marker;
            observer.observe(target);
            return;
        }
        case 'interaction': {
            const start = () => {
                for (const type of INTERACTION_EVENTS) marker.removeEventListener(type, start);
                void hydrate(marker);
            };
            for (const type of INTERACTION_EVENTS) marker.addEventListener(type, start, { passive: true });
            return;
        }
    }
}

for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) {
    schedule(marker, (marker.dataset.hydrate as HydrationStrategy) || 'idle');
}

openFromPageVisitHash();
