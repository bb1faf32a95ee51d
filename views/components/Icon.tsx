/**
 * The few line icons the layout uses, drawn on a 24-unit grid and coloured by `currentColor`.
 * Always decorative: the text or accessible name next to them says what they mean.
 */
import { ARROW_PATHS, IconShape } from '../../browser/icons/IconShape';

const PATHS = {
    chevronDown: 'M6 9l6 6 6-6',
    ...ARROW_PATHS,
    globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3',
    mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
    phone: 'M8 3H5.5A1.5 1.5 0 0 0 4 4.7C4.6 13 11 19.4 19.3 20a1.5 1.5 0 0 0 1.7-1.5V16l-4-1.5-2 2c-2.6-1.2-4.5-3.1-5.7-5.7l2-2z',
    link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
    rss: 'M5 19h.01M5 12a7 7 0 0 1 7 7M5 5a14 14 0 0 1 14 14',
    lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
    info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 11v5M12 8h.01',
    share: 'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
    pin: 'M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11zM12 8h.01',
} as const;

export type IconName = keyof typeof PATHS;

/** Icons that point somewhere flip in right-to-left pages (see site.css). */
const DIRECTIONAL = new Set<IconName>(['arrow', 'arrowBack']);

export function Icon({ name, className }: { name: IconName; className?: string }) {
    return <IconShape path={PATHS[name]} directional={DIRECTIONAL.has(name)} className={className} />;
}
