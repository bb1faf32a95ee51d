import type { Language } from '../../../domain/content';
import { matchUrlPrefix, type UrlPrefixMatch, urlPrefixes } from '../../../domain/locale/newsroom-locales';
import type { StoryCollection } from './story-collection';

/** The newsroom's languages, their URL prefixes, and which ones a visitor can switch to. */
export class LanguageCollection {
    readonly default: Language;
    private readonly prefixByCode: Map<string, string>;
    private visibleLanguages: Language[] | undefined;

    constructor(
        /** In the newsroom's order. */
        readonly all: readonly Language[],
        private readonly stories: StoryCollection,
    ) {
        this.default = all.find((language) => language.is_default) ?? all[0]!;
        this.prefixByCode = urlPrefixes(all);
    }

    byCode(languageCode: string): Language | undefined {
        return this.all.find((language) => language.code === languageCode);
    }

    /** The URL prefix of a language: '' for the default language. */
    urlPrefix(languageCode: string): string {
        return this.prefixByCode.get(languageCode) ?? '';
    }

    matchUrlPrefix(segment: string): UrlPrefixMatch<Language> | null {
        return matchUrlPrefix(segment, this.all);
    }

    /** Languages a visitor can switch to: those with public stories, and always the default one. */
    visible(): Language[] {
        this.visibleLanguages ??= this.all.filter(
            (language) => language.is_default || this.stories.listed(language.code).length > 0,
        );
        return this.visibleLanguages;
    }

    /**
     * A newsroom language that is not visible. Its pages still answer (a private story in it
     * links to its home page) but are never indexed nor advertised: no sitemap entry, hreflang
     * alternate, robots.txt line or place in other languages' switchers (docs/seo.md).
     */
    isHidden(languageCode: string): boolean {
        return (
            this.byCode(languageCode) !== undefined &&
            !this.visible().some((language) => language.code === languageCode)
        );
    }

    /**
     * Where a category or tag slug leads when the page's language has none: another newsroom
     * language that has it, the default language first, then the others in the newsroom's order,
     * so the page and its feed redirect there (302) like a story under the wrong prefix
     * (docs/decisions/0005-urls-that-name-no-page.md). Undefined when no other language has it.
     */
    otherLanguageWith(languageCode: string, has: (languageCode: string) => boolean): string | undefined {
        const candidates = [this.default, ...this.all];
        return candidates.find((language) => language.code !== languageCode && has(language.code))?.code;
    }
}
