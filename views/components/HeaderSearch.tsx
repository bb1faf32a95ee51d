import { quickSearchIsland } from '../../islands/quick-search/island';
import type { QuickSearchProps } from '../../islands/quick-search/QuickSearch';
import { Island } from '../islands/Island';
import { useSite } from '../site-context';

/**
 * The header search: a GET form to the results page that works without JavaScript; on the
 * first sign of interaction the quick-search island wakes and adds quick results as you type.
 */
export function HeaderSearch() {
    const { t, urls, localeCode } = useSite();
    const props: QuickSearchProps = {
        action: urls.search(localeCode),
        endpoint: urls.route('searchApi'),
        locale: localeCode,
        inputId: 'header-search',
        labels: {
            label: t('search.label'),
            placeholder: t('search.placeholder'),
            submit: t('search.submit'),
            quickResults: t('search.quickResults'),
            showAll: t('search.showAllResults', { query: '{query}', interpolation: { escapeValue: false } }),
            unavailable: t('search.unavailable'),
        },
    };
    return <Island island={quickSearchIsland} props={props} />;
}
