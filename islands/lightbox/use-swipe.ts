import { type PointerEvent, useRef } from 'react';

const SWIPE_DISTANCE = 50;

/**
 * A horizontal swipe of more than 50 px steps by one (towards the swipe's start in reading
 * order). `endedSwipe()` tells the click that follows a swipe apart from a real click.
 */
export function useSwipe(step: (by: number) => void, isRtl: () => boolean) {
    const start = useRef<{ x: number; y: number } | null>(null);
    const swiped = useRef(false);
    return {
        handlers: {
            onPointerDown: (event: PointerEvent) => {
                start.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
            },
            onPointerCancel: () => {
                start.current = null;
            },
            onPointerUp: (event: PointerEvent) => {
                const from = start.current;
                start.current = null;
                if (!from) return;
                const dx = event.clientX - from.x;
                const dy = event.clientY - from.y;
                swiped.current = Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy);
                if (swiped.current) step(dx < 0 !== isRtl() ? 1 : -1);
            },
        },
        endedSwipe: () => {
            const was = swiped.current;
            swiped.current = false;
            return was;
        },
    };
}
