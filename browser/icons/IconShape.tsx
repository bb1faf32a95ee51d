/** The arrows on their own, for islands: importing this file does not bring the whole icon set. */
export const ARROW_PATHS = { arrow: 'M5 12h14M13 6l6 6-6 6', arrowBack: 'M19 12H5M11 6l-6 6 6 6' } as const;

/**
 * The drawing itself. views/components/Icon.tsx draws its named icons with it; islands
 * use it with just the paths they need (ARROW_PATHS).
 */
export function IconShape({
    path,
    directional,
    className,
}: {
    path: string;
    directional?: boolean;
    className?: string;
}) {
    const classes = ['icon', directional ? 'icon--directional' : '', className ?? ''].filter(Boolean);
    return (
        <svg
            className={classes.join(' ')}
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
        >
            <path d={path} />
        </svg>
    );
}
