import { defineIsland } from '../../views/islands/define-island';
import QuickSearchForm from './component';

/**
 * `<QuickSearch />`, the header search: a GET form to the results page that works without
 * JavaScript; on the first sign of interaction the island wakes and adds quick results as you type.
 */
export const QuickSearch = defineIsland({
    name: 'quick-search',
    hydrate: 'interaction',
    component: QuickSearchForm,
    siteWide: true,
    props: ({ language: { t, languageCode }, addresses: { urls } }) => ({
        action: urls.search(languageCode),
        endpoint: urls.route('searchApi'),
        locale: languageCode,
        inputId: 'header-search',
        labels: {
            label: t('search.label'),
            placeholder: t('search.placeholder'),
            submit: t('search.submit'),
            quickResults: t('search.quickResults'),
            showAll: t('search.showAllResults', { query: '{query}', interpolation: { escapeValue: false } }),
            unavailable: t('search.unavailable'),
            inSection: t('search.inSection'),
        },
    }),
});
