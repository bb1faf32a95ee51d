/** A translation function bound to one locale: `t('home.emptyTitle', { newsroom })`. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
