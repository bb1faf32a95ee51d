import { Fragment } from 'react';
import type { QuickResults, Segment } from './use-quick-results';

/** Text and <mark> only: results never become HTML. */
function Highlighted({ segments }: { segments: Segment[] }) {
    return segments.map((segment, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity beyond their place
        segment.match ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>,
    );
}

interface QuickResultsListProps {
    id: string;
    label: string;
    /** With `{query}` where the words go. */
    showAllLabel: string;
    /** Read before a section's heading. */
    inSectionLabel: string;
    results: QuickResults | null;
    open: boolean;
    active: number;
    optionId: (index: number) => string;
    onPick: (index: number) => void;
}

/**
 * The combobox's listbox: a result per hit (highlighted title and snippet, after the heading of
 * the section the result lands on, "heading · snippet"), then "Show all results". The focus stays in the input (aria-activedescendant), so options take no focus.
 */
export function QuickResultsList({
    id,
    label,
    showAllLabel,
    inSectionLabel,
    results,
    open,
    active,
    optionId,
    onPick,
}: QuickResultsListProps) {
    return (
        <div
            id={id}
            className="quick-search__listbox"
            role="listbox"
            aria-label={label}
            hidden={!open}
            // Keep the focus in the input while a result is clicked.
            onMouseDown={(event) => event.preventDefault()}
        >
            {results?.hits.map((hit, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: combobox options stay in the input (aria-activedescendant)
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled by the input
                <div
                    key={hit.url}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className="quick-search__option"
                    onClick={() => onPick(index)}
                >
                    <span className="quick-search__title">
                        <Highlighted segments={hit.highlightedTitle} />
                    </span>
                    {hit.summarySnippet.length > 0 || hit.section ? (
                        <span className="quick-search__snippet">
                            {hit.section ? (
                                <>
                                    <span className="quick-search__section">
                                        <span className="visually-hidden">{inSectionLabel} </span>
                                        <Highlighted segments={hit.section.heading} />
                                    </span>
                                    <span aria-hidden="true"> · </span>
                                </>
                            ) : null}
                            <Highlighted segments={hit.summarySnippet} />
                        </span>
                    ) : null}
                </div>
            ))}
            {results ? (
                // biome-ignore lint/a11y/useFocusableInteractive: combobox options stay in the input (aria-activedescendant)
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled by the input
                <div
                    id={optionId(results.hits.length)}
                    role="option"
                    aria-selected={active === results.hits.length}
                    className="quick-search__option quick-search__all"
                    onClick={() => onPick(results.hits.length)}
                >
                    {showAllLabel.replace('{query}', results.query)}
                </div>
            ) : null}
        </div>
    );
}
