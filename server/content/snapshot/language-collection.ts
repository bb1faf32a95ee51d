import type { Language } from '../../../domain/content';
import { type LocaleMatch, localeSlugs, matchLocaleSlug } from '../../../domain/locale/newsroom-locales';
import type { StoryLists } from './story-lists';

/** The newsroom's languages, their URL prefixes, and which ones a visitor can switch to. */
export class LanguageQueries {
    readonly defaultLanguage: Language;
    private readonly slugByCode: Map<string, string>;
    private visible: Language[] | undefined;

    constructor(
        readonly languages: readonly Language[],
        private readonly lists: StoryLists,
    ) {
        this.defaultLanguage = languages.find((language) => language.is_default) ?? languages[0]!;
        this.slugByCode = localeSlugs(languages);
    }

    language(code: string): Language | undefined {
        return this.languages.find((language) => language.code === code);
    }

    /** The URL prefix of a language: '' for the default language. */
    localeSlug(code: string): string {
        return this.slugByCode.get(code) ?? '';
    }

    matchLocaleSlug(segment: string): LocaleMatch<Language> | null {
        return matchLocaleSlug(segment, this.languages);
    }

    /** Languages a visitor can switch to: those with public stories, and always the default one. */
    visibleLanguages(): Language[] {
        this.visible ??= this.languages.filter(
            (language) => language.is_default || this.lists.listed(language.code).length > 0,
        );
        return this.visible;
    }

    /**
     * A newsroom language that is not visible. Its pages still answer (a private story in it
     * links to its home page) but are never indexed nor advertised: no sitemap entry, hreflang
     * alternate, robots.txt line or place in other languages' switchers (docs/seo.md).
     */
    isHidden(code: string): boolean {
        return this.language(code) !== undefined && !this.visibleLanguages().some((language) => language.code === code);
    }
}
