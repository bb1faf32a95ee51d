import { InternalLink } from '../InternalLink';
import { StoryDate } from '../StoryDate';
import { Highlighted } from './Highlighted';
import type { SearchHitView } from './search-view';

/** The results list: title (linked) and an extract, with the matched words marked. */
export function SearchHits({ hits }: { hits: SearchHitView[] }) {
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
                    {hit.snippet ? (
                        <p className="search-hit__snippet">
                            <Highlighted value={hit.snippet} />
                        </p>
                    ) : null}
                </li>
            ))}
        </ol>
    );
}
