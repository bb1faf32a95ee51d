/**
 * A newsroom written for the search tests: the same stories in five languages (English,
 * French, German, Arabic, Dutch) with words that need stemming (battery/batteries,
 * Batterie/Batterien, البطارية/البطاريات), three categories, dates over three years, stories
 * that must never be found (draft, private, embargo), enough "workshop notes" for two pages, and a
 * story whose body has three headed sections (CHARGING_SECTIONS) for results that land on a section.
 */
import { CULTURES, fixtureStory, writeFixtureNewsroom } from './fixture-newsroom';

const culture = (code: string, name: string, native: string, direction: 'ltr' | 'rtl' = 'ltr') => ({
    code,
    locale: code,
    name,
    native_name: native,
    language_code: code,
    direction,
});
export const SEARCH_CULTURES = {
    ...CULTURES,
    de: culture('de', 'German', 'Deutsch'),
    nl: culture('nl', 'Dutch', 'Nederlands'),
};

const company = (name: string) => ({
    name,
    about: `<p>${name} builds e-bikes.</p>`,
    about_plaintext: `${name} builds e-bikes.`,
    email: 'press@northwind.example',
});

export const CATEGORY = { products: 1, sustainability: 2, company: 3 } as const;

const category = (id: number, names: Record<string, [string, string]>) => ({
    id,
    display_name: names.en![0],
    i18n: Object.fromEntries(
        Object.entries(names).map(([code, [name, slug]]) => [code, { name, slug, description: null }]),
    ),
});

/** A body block: a paragraph, or a section heading (`{ heading: 'Opening hours' }`). */
type Block = string | { heading: string };
const body = (...blocks: Block[]) => ({
    type: 'document',
    version: '0.50',
    children: blocks.map((block) =>
        typeof block === 'string'
            ? { type: 'paragraph', children: [{ text: block }] }
            : { type: 'heading-one', children: [{ text: block.heading }] },
    ),
});

type Extra = Record<string, unknown>;
const story = (id: number, slug: string, lang: keyof typeof SEARCH_CULTURES, date: string, fields: Extra) =>
    fixtureStory({
        id,
        slug,
        culture: SEARCH_CULTURES[lang],
        published_at: date,
        subtitle: '',
        ...fields,
        content: body(...((fields.body as Block[] | undefined) ?? [])),
    });

/** Published public English stories about the product, by id. */
export const EN = { aurora: 1, recycling: 2, charging: 3, results: 4, atlas: 5 } as const;
export const WORKSHOP_NOTES = 25;

/**
 * The charging story's sections: a word found only in the third one (and the id the story page
 * gives its heading, docs/product-rules.md §2.18), to search for.
 */
export const CHARGING_SECTIONS = {
    third: { heading: 'Prices from the second year', anchor: 'prices-from-the-second-year', word: 'contactless' },
} as const;

function englishStories() {
    const stories = [
        story(EN.aurora, 'aurora-launch', 'en', '2024-03-12T08:00:00Z', {
            title: 'Northwind unveils Aurora, its lightest city e-bike',
            summary: 'Aurora weighs 19.8 kg and carries a 500 Wh battery that charges in four hours.',
            body: ['The belt drive needs no oil.', 'Riders in Ghent tested the prototype for a year.'],
            categories: [{ id: CATEGORY.products }],
        }),
        story(EN.recycling, 'battery-recycling', 'en', '2024-06-04T08:00:00Z', {
            title: 'A second life for old batteries',
            summary: 'Northwind now collects used batteries from every bike it sold and recycles the cells in Antwerp.',
            categories: [{ id: CATEGORY.sustainability }],
        }),
        story(EN.charging, 'charging-network', 'en', '2025-01-15T08:00:00Z', {
            title: 'Public charging stations open in Brussels',
            summary: 'Forty charging points for e-bikes open along the canal, free for the first year.',
            body: [
                'The stations were planned with the cyclists’ union over two seasons.',
                { heading: 'Where the stations stand' },
                'Each station sits beside a tram stop, from the harbour to the old town.',
                { heading: 'Opening hours' },
                'The stations open day and night, every day of the year.',
                { heading: CHARGING_SECTIONS.third.heading },
                'After the first year a full charge costs forty cents, paid with a contactless card at the post.',
            ],
            categories: [{ id: CATEGORY.products }, { id: CATEGORY.company }],
        }),
        story(EN.results, 'annual-results-2024', 'en', '2025-03-03T08:00:00Z', {
            title: 'Annual results: revenue up 18 percent',
            summary: 'Northwind sold 41,000 bikes in 2024 and opened two new workshops.',
            categories: [{ id: CATEGORY.company }],
        }),
        story(EN.atlas, 'atlas-cargo-bike', 'en', '2025-03-20T08:00:00Z', {
            title: 'Meet Atlas, a cargo bike for families',
            summary: 'Atlas carries two children and the shopping, with a removable battery under the seat.',
            categories: [{ id: CATEGORY.products }],
        }),
        // 1 January 2025, 00:30 in Brussels (the newsroom's time zone), still 2024 in UTC.
        story(9, 'new-years-ride', 'en', '2024-12-31T23:30:00Z', {
            title: "New Year's Eve ride through Ghent",
            summary: 'Two hundred riders rode into the new year under the fireworks.',
            categories: [{ id: CATEGORY.company }],
        }),
        // Markup in a title is text, and must reach the page as text.
        story(10, 'winter-care', 'en', '2024-11-04T08:00:00Z', {
            title: 'Winter care: <b>tips</b> & <i>tricks</i>',
            summary: 'Keep the chain clean in winter <script>alert(1)</script>.',
            categories: [{ id: CATEGORY.company }],
        }),
        // Never searchable: not published, or not public.
        story(6, 'secret-battery-prototype', 'en', '2025-04-01T08:00:00Z', {
            title: 'Secret battery prototype',
            status: 'draft',
        }),
        story(7, 'private-battery-briefing', 'en', '2025-04-02T08:00:00Z', {
            title: 'Private battery briefing',
            visibility: 'private',
        }),
        story(8, 'embargoed-battery-news', 'en', '2035-04-03T08:00:00Z', {
            title: 'Embargoed battery news',
            status: 'embargo',
            visibility: 'embargo',
        }),
    ];
    for (let week = 1; week <= WORKSHOP_NOTES; week++) {
        // Spread over 2023: two stories a month, one month with three.
        const month = Math.min(12, Math.ceil(week / 2));
        const day = week % 2 === 0 ? '20' : '05';
        stories.push(
            story(
                100 + week,
                `workshop-notes-${week}`,
                'en',
                `2023-${String(month).padStart(2, '0')}-${day}T08:00:00Z`,
                {
                    title: `Workshop notes, week ${week}`,
                    summary: `What the workshop team built and fixed in week ${week}.`,
                    categories: [{ id: CATEGORY.company }],
                },
            ),
        );
    }
    return stories;
}

function otherStories() {
    return [
        story(201, 'aurora-lancement', 'fr', '2024-03-12T08:00:00Z', {
            title: 'Northwind présente Aurora, son vélo électrique le plus léger',
            summary: 'Aurora pèse 19,8 kg et emporte une batterie de 500 Wh qui se recharge en quatre heures.',
            categories: [{ id: CATEGORY.products }],
        }),
        story(202, 'seconde-vie-batteries', 'fr', '2024-06-04T08:00:00Z', {
            title: 'Une seconde vie pour les batteries usagées',
            summary: 'Northwind récupère les batteries de tous ses vélos et recycle les cellules à Anvers.',
            categories: [{ id: CATEGORY.sustainability }],
        }),
        story(301, 'aurora-vorstellung', 'de', '2024-03-12T08:00:00Z', {
            title: 'Northwind stellt Aurora vor, sein leichtestes Stadt-E-Bike',
            summary: 'Aurora wiegt 19,8 kg und hat eine Batterie mit 500 Wh, die in vier Stunden geladen ist.',
            categories: [{ id: CATEGORY.products }],
        }),
        story(302, 'zweites-leben-batterien', 'de', '2024-06-04T08:00:00Z', {
            title: 'Ein zweites Leben für alte Batterien',
            summary:
                'Northwind sammelt gebrauchte Batterien aus allen Fahrrädern und recycelt die Zellen in Antwerpen.',
            categories: [{ id: CATEGORY.sustainability }],
        }),
        story(401, 'aurora-ar', 'ar', '2024-03-12T08:00:00Z', {
            title: 'نورثويند تكشف عن دراجة أورورا الكهربائية',
            summary: 'تزن الدراجة 19.8 كغ وتحمل البطارية 500 واط ساعة وتشحن في أربع ساعات.',
            categories: [{ id: CATEGORY.products }],
        }),
        story(402, 'batteries-ar', 'ar', '2024-06-04T08:00:00Z', {
            title: 'حياة ثانية للبطاريات القديمة',
            summary: 'تجمع الشركة البطاريات المستعملة من كل الدراجات وتعيد تدوير الخلايا في أنتويرب.',
            categories: [{ id: CATEGORY.sustainability }],
        }),
        story(501, 'aurora-onthulling', 'nl', '2024-03-12T08:00:00Z', {
            title: 'Northwind onthult Aurora, de lichtste stadsfiets',
            summary: 'Aurora weegt 19,8 kg en heeft een accu van 500 Wh die in vier uur oplaadt.',
            categories: [{ id: CATEGORY.products }],
        }),
    ];
}

export function writeSearchNewsroom(): string {
    return writeFixtureNewsroom({
        newsroom: { display_name: 'Northwind Mobility', timezone: 'Europe/Brussels' },
        languages: [
            { code: 'en', is_default: true, locale: SEARCH_CULTURES.en, company_information: company('Northwind') },
            { code: 'fr', is_default: false, locale: SEARCH_CULTURES.fr, company_information: company('Northwind') },
            { code: 'de', is_default: false, locale: SEARCH_CULTURES.de, company_information: company('Northwind') },
            { code: 'ar', is_default: false, locale: SEARCH_CULTURES.ar, company_information: company('نورثويند') },
            { code: 'nl', is_default: false, locale: SEARCH_CULTURES.nl, company_information: company('Northwind') },
        ],
        categories: [
            category(CATEGORY.products, {
                en: ['Products', 'products'],
                fr: ['Produits', 'produits'],
                de: ['Produkte', 'produkte'],
                ar: ['المنتجات', 'products-ar'],
                nl: ['Producten', 'producten'],
            }),
            category(CATEGORY.sustainability, {
                en: ['Sustainability', 'sustainability'],
                fr: ['Durabilité', 'durabilite'],
                de: ['Nachhaltigkeit', 'nachhaltigkeit'],
                ar: ['الاستدامة', 'sustainability-ar'],
                nl: ['Duurzaamheid', 'duurzaamheid'],
            }),
            category(CATEGORY.company, {
                en: ['Company news', 'company'],
                fr: ['Entreprise', 'entreprise'],
                de: ['Unternehmen', 'unternehmen'],
                ar: ['أخبار الشركة', 'company-ar'],
                nl: ['Bedrijf', 'bedrijf'],
            }),
        ],
        stories: [...englishStories(), ...otherStories()],
    });
}
