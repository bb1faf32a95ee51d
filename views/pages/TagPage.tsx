import type { LocalizedTag } from '../../domain/content';
import { StoryList, type StoryListProps } from '../components/StoryList';
import { SiteLayout } from '../layouts/SiteLayout';
import { usePageLanguage } from '../site-context';

export interface TagPageProps {
    tag: LocalizedTag;
    list: StoryListProps;
    pageCount: number;
}

/** A tag: its name and its stories, paged like a category (a tag page always has stories). */
export function TagPage({ tag, list, pageCount }: TagPageProps) {
    const { t } = usePageLanguage();
    return (
        <SiteLayout>
            <div className="container section">
                <header className="page-header">
                    <p className="page-header__eyebrow">{t('tag.eyebrow')}</p>
                    <h1 className="page-title" dir="auto">
                        {tag.name}
                    </h1>
                    {list.page > 1 ? (
                        <p className="page-header__meta">{t('meta.pageOf', { page: list.page, total: pageCount })}</p>
                    ) : null}
                </header>
                <StoryList {...list} />
            </div>
        </SiteLayout>
    );
}
