import { usePageLanguage } from '../../site-context';
import { InternalLink } from '../InternalLink';
import { StoryDate } from '../StoryDate';
import { Highlighted } from './Highlighted';
import type { SearchHitView } from './search-view';

/**
 * The results list: title (linked) and an extract, with the matched words marked. A hit that
 * lands on a section names its heading before the extract, "heading · extract" (docs/search.md),
 * and its link leads to that heading.
 */
export function SearchHits({ hits }: { hits: SearchHitView[] }) {
    const { t } = usePageLanguage();
    return (
        <ol className="search-hits">
            {hits.map((hit) => (
                <li key={hit.id} className="search-hit">
                    <h2 className="search-hit__title">
                        <InternalLink to={hit.to}>
                            <Highlighted value={hit.highlightedTitle} />
                        </InternalLink>
                    </h2>
                    {hit.publishedAt ? <StoryDate iso={hit.publishedAt} className="search-hit__date" /> : null}
                    {hit.snippet || hit.highlightedSection ? (
                        <p className="search-hit__snippet">
                            {hit.highlightedSection ? (
                                <>
                                    <span className="search-hit__section">
                                        <span className="visually-hidden">{t('search.inSection')} </span>
                                        <Highlighted value={hit.highlightedSection} />
                                    </span>
                                    <span aria-hidden="true"> · </span>
                                </>
                            ) : null}
                            <Highlighted value={hit.snippet} />
                        </p>
                    ) : null}
                </li>
            ))}
        </ol>
    );
}
