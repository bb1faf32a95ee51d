import type { CategoryKey } from './types';

interface CategoryText {
    name: string;
    slug: string;
    description: string;
}

interface LocalizedCategory {
    key: CategoryKey;
    id: number;
    featured: boolean;
    i18n: Record<'en' | 'fr' | 'ar' | 'de', CategoryText>;
}

interface FlatCategory {
    key: CategoryKey;
    id: number;
    featured: boolean;
    locale: 'en';
    text: CategoryText;
}

/** Most categories come in Prezly's i18n shape; two older ones were only ever made in English (flat shape). */
export const LOCALIZED_CATEGORIES: LocalizedCategory[] = [
    {
        key: 'products',
        id: 101,
        featured: true,
        i18n: {
            en: { name: 'Products', slug: 'products', description: 'New bikes, services and features.' },
            fr: { name: 'Produits', slug: 'produits', description: 'Nouveaux vélos, services et fonctionnalités.' },
            ar: { name: 'المنتجات', slug: 'المنتجات', description: 'دراجات وخدمات وميزات جديدة.' },
            de: { name: 'Produkte', slug: 'produkte', description: 'Neue Räder, Services und Funktionen.' },
        },
    },
    {
        key: 'sustainability',
        id: 102,
        featured: true,
        i18n: {
            en: {
                name: 'Sustainability',
                slug: 'sustainability',
                description: 'Our footprint, reports and circular programmes.',
            },
            fr: {
                name: 'Développement durable',
                slug: 'developpement-durable',
                description: 'Notre empreinte, nos rapports et nos programmes circulaires.',
            },
            ar: { name: 'الاستدامة', slug: 'الاستدامة', description: 'بصمتنا البيئية وتقاريرنا وبرامجنا الدائرية.' },
            de: {
                name: 'Nachhaltigkeit',
                slug: 'nachhaltigkeit',
                description: 'Unser Fußabdruck, Berichte und Kreislaufprogramme.',
            },
        },
    },
    {
        key: 'company',
        id: 103,
        featured: false,
        i18n: {
            en: { name: 'Company news', slug: 'company-news', description: 'Sites, markets and shared mobility.' },
            fr: {
                name: 'Vie de l’entreprise',
                slug: 'vie-de-l-entreprise',
                description: 'Sites, marchés et mobilité partagée.',
            },
            ar: { name: 'أخبار الشركة', slug: 'أخبار-الشركة', description: 'المواقع والأسواق والتنقل التشاركي.' },
            de: { name: 'Unternehmen', slug: 'unternehmen', description: 'Standorte, Märkte und Sharing.' },
        },
    },
    {
        key: 'finance',
        id: 104,
        featured: true,
        i18n: {
            en: { name: 'Finance', slug: 'finance', description: 'Results, funding and outlook.' },
            fr: { name: 'Finances', slug: 'finances', description: 'Résultats, financements et perspectives.' },
            ar: { name: 'المالية', slug: 'al-maliya', description: 'النتائج والتمويل والتوقعات.' },
            de: { name: 'Finanzen', slug: 'finanzen', description: 'Ergebnisse, Finanzierung und Ausblick.' },
        },
    },
    {
        key: 'events',
        id: 105,
        featured: false,
        i18n: {
            en: { name: 'Events', slug: 'events', description: 'Trade fairs, summits and rides.' },
            fr: { name: 'Événements', slug: 'evenements', description: 'Salons, conférences et balades.' },
            ar: { name: 'الفعاليات', slug: 'الفعاليات', description: 'المعارض والقمم والجولات.' },
            de: {
                name: 'Veranstaltungen',
                slug: 'veranstaltungen',
                description: 'Messen, Konferenzen und Ausfahrten.',
            },
        },
    },
    {
        key: 'people',
        id: 106,
        featured: false,
        i18n: {
            en: { name: 'People', slug: 'people', description: 'Appointments and the teams behind Northwind.' },
            fr: { name: 'Équipes', slug: 'equipes', description: 'Nominations et équipes de Northwind.' },
            ar: { name: 'فريق العمل', slug: 'فريق-العمل', description: 'التعيينات والفرق التي تقف وراء نورث ويند.' },
            de: { name: 'Menschen', slug: 'menschen', description: 'Personalien und die Teams hinter Northwind.' },
        },
    },
];

export const FLAT_CATEGORIES: FlatCategory[] = [
    {
        key: 'awards',
        id: 107,
        featured: false,
        locale: 'en',
        text: { name: 'Awards', slug: 'awards', description: 'Prizes and recognition for our bikes and our team.' },
    },
    {
        key: 'partnerships',
        id: 108,
        featured: false,
        locale: 'en',
        text: {
            name: 'Partnerships',
            slug: 'partnerships',
            description: 'Cities, operators and companies we work with.',
        },
    },
];

export const CATEGORY_IDS: Record<CategoryKey, number> = Object.fromEntries(
    [...LOCALIZED_CATEGORIES, ...FLAT_CATEGORIES].map((category) => [category.key, category.id]),
) as Record<CategoryKey, number>;

export function categoryJson() {
    const localized = LOCALIZED_CATEGORIES.map((category) => ({
        id: category.id,
        display_name: category.i18n.en.name,
        display_description: category.i18n.en.description,
        is_featured: category.featured,
        i18n: category.i18n,
    }));
    const flat = FLAT_CATEGORIES.map((category) => ({
        id: category.id,
        name: category.text.name,
        slug: category.text.slug,
        description: category.text.description,
        locale: category.locale,
        is_featured: category.featured,
    }));
    return [...localized, ...flat];
}
