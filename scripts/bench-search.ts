/**
 * Benchmark of the embedded search back end on a generated newsroom.
 *
 *   npm run bench:search [-- --stories 10000 --queries 400]
 *
 * Builds a newsroom of N stories in memory (deterministic: a seeded generator writes titles,
 * summaries and ~150-word bodies in English, French, German and Arabic, over ten years and eight
 * categories), measures the index build, then runs a few hundred searches of the kinds visitors
 * type (common and rare words, two words, prefixes, typos, with and without filters; full pages
 * and quick results) and reports latency percentiles. Numbers are for this machine only.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { LanguageSchema, NewsroomSchema, StorySchema } from '../domain/content';
import { ContentSnapshot } from '../server/content/content-snapshot';
import { EmbeddedSearchBackend } from '../server/search/embedded/embedded-backend';
import type { SearchQuery } from '../server/search/search-backend';

const { values } = parseArgs({
    options: { stories: { type: 'string', default: '10000' }, queries: { type: 'string', default: '400' } },
});
const STORIES = Number(values.stories);
const QUERIES = Number(values.queries);

/** mulberry32: small, fast and the same on every machine. */
function seeded(seed: number) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
const random = seeded(20250101);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** Zipf-like: early words are common, late ones rare, as in real prose. */
const zipf = <T>(items: readonly T[]): T => items[Math.floor(items.length * random() ** 2.2)]!;

const VOCABULARY: Record<string, string[]> = {
    en: 'the and for with new bike battery batteries charging station city riders electric cargo family network results revenue growth partnership launch announces unveils programme recycling cells factory workshop design lightweight frame motor range kilometres commute urban mobility sustainability emissions carbon service repair warranty subscription fleet delivery company employees award festival exhibition Ghent Brussels Antwerp Amsterdam Paris Berlin investment funding quarter annual report customers dealers stores software app update safety lights brakes helmet tyres belt drive prototype production assembly suppliers aluminium steel solar energy grid pilot project schools students commuters tourists routes infrastructure council minister agreement contract'.split(
        ' ',
    ),
    fr: 'le la les et pour avec nouveau vélo batterie batteries recharge station ville cyclistes électrique cargo famille réseau résultats chiffre croissance partenariat lancement annonce présente programme recyclage cellules usine atelier conception léger cadre moteur autonomie kilomètres trajet urbain mobilité durabilité émissions carbone service réparation garantie abonnement flotte livraison entreprise salariés prix salon Gand Bruxelles Anvers Paris investissement trimestre rapport clients magasins application sécurité éclairage freins'.split(
        ' ',
    ),
    de: 'der die das und für mit neues Fahrrad Batterie Batterien Laden Ladestation Stadt Fahrer elektrisch Lastenrad Familie Netz Ergebnisse Umsatz Wachstum Partnerschaft Markteinführung kündigt stellt Programm Recycling Zellen Fabrik Werkstatt Design leicht Rahmen Motor Reichweite Kilometer Pendeln urban Mobilität Nachhaltigkeit Emissionen Service Reparatur Garantie Abo Flotte Lieferung Unternehmen Mitarbeiter Preis Messe Gent Brüssel Antwerpen Berlin Investition Quartal Bericht Kunden Händler Sicherheit Licht Bremsen'.split(
        ' ',
    ),
    ar: 'في من على مع جديدة دراجة البطارية البطاريات الشحن محطة المدينة الدراجين الكهربائية الشحنات العائلة الشبكة النتائج الإيرادات النمو الشراكة إطلاق تعلن تكشف برنامج إعادة التدوير الخلايا المصنع الورشة التصميم خفيفة الإطار المحرك المدى كيلومتر التنقل الحضري الاستدامة الانبعاثات الكربون الخدمة الإصلاح الضمان الاشتراك الأسطول التوصيل الشركة الموظفين جائزة المعرض غنت بروكسل أنتويرب الاستثمار الربع التقرير العملاء المتاجر التطبيق السلامة الأضواء المكابح'.split(
        ' ',
    ),
};
const LOCALES = ['en', 'fr', 'de', 'ar'] as const;
const CATEGORIES = 8;

const sentence = (words: string[], length: number) => Array.from({ length }, () => zipf(words)).join(' ');
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function generateSnapshot(count: number): ContentSnapshot {
    const culture = (code: string) => ({
        code,
        locale: code,
        name: code,
        native_name: code,
        language_code: code,
        direction: code === 'ar' ? 'rtl' : 'ltr',
    });
    const start = Date.UTC(2016, 0, 1);
    const span = Date.UTC(2026, 0, 1) - start;
    const stories = Array.from({ length: count }, (_, index) => {
        const locale = LOCALES[index % LOCALES.length]!;
        const words = VOCABULARY[locale]!;
        const published = new Date(start + Math.floor(random() * span)).toISOString();
        return StorySchema.parse({
            uuid: `c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
            id: index + 1,
            title: capitalized(sentence(words, 6 + Math.floor(random() * 6))),
            subtitle: capitalized(sentence(words, 10)),
            summary: `${capitalized(sentence(words, 30))}.`,
            slug: `story-${index}`,
            published_at: published,
            updated_at: published,
            status: 'published',
            visibility: 'public',
            culture: culture(locale),
            categories: [
                { id: 1 + (index % CATEGORIES) },
                ...(random() < 0.3 ? [{ id: 1 + ((index + 3) % CATEGORIES) }] : []),
            ],
            content: {
                type: 'document',
                version: '0.50',
                children: Array.from({ length: 5 }, () => ({
                    type: 'paragraph',
                    children: [{ text: `${capitalized(sentence(words, 30))}.` }],
                })),
            },
        });
    });
    return new ContentSnapshot({
        newsroom: NewsroomSchema.parse({
            uuid: 'bench',
            url: 'https://bench.example',
            display_name: 'Bench',
            is_indexable: true,
            timezone: 'Europe/Brussels',
        }),
        languages: LOCALES.map((code, index) =>
            LanguageSchema.parse({
                code,
                is_default: index === 0,
                locale: culture(code),
                company_information: { name: 'Bench' },
            }),
        ),
        categories: [],
        stories,
        galleries: [],
        contacts: [],
    });
}

function queries(count: number): { label: string; query: SearchQuery }[] {
    const kinds = ['common word', 'rare word', 'two words', 'prefix', 'typo', 'filtered', 'quick results'] as const;
    return Array.from({ length: count }, (_, index) => {
        const kind = kinds[index % kinds.length]!;
        const locale = LOCALES[index % LOCALES.length]!;
        const words = VOCABULARY[locale]!;
        const common = words[Math.floor(random() * 10)]!;
        const rare = words[words.length - 1 - Math.floor(random() * 20)]!;
        const base: SearchQuery = { locale, query: rare, page: 1, hitsPerPage: 20 };
        switch (kind) {
            case 'common word':
                return { label: kind, query: { ...base, query: common } };
            case 'rare word':
                return { label: kind, query: base };
            case 'two words':
                return { label: kind, query: { ...base, query: `${pick(words)} ${pick(words)}` } };
            case 'prefix':
                return { label: kind, query: { ...base, query: rare.slice(0, 4) } };
            case 'typo': {
                const at = 1 + Math.floor(random() * (rare.length - 2));
                return { label: kind, query: { ...base, query: rare.slice(0, at) + rare.slice(at + 1) } };
            }
            case 'filtered':
                return {
                    label: kind,
                    query: {
                        ...base,
                        category: 1 + (index % CATEGORIES),
                        year: 2016 + (index % 10),
                        page: 1 + (index % 2),
                    },
                };
            default:
                return { label: kind, query: { ...base, hitsPerPage: 5, finitePagination: true } };
        }
    });
}

const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

const generatedAt = performance.now();
const snapshot = generateSnapshot(STORIES);
console.log(`Generated ${STORIES} stories in ${LOCALES.length} languages in ${ms(performance.now() - generatedAt)}`);

const backend = new EmbeddedSearchBackend();
global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const buildStarted = performance.now();
const report = backend.indexNow(snapshot);
const buildTime = performance.now() - buildStarted;
global.gc?.();
const heapAfter = process.memoryUsage().heapUsed;
console.log(
    `Index build, in one step: ${ms(buildTime)} for ${report.documents} documents (heap +${((heapAfter - heapBefore) / 1048576).toFixed(0)} MB${global.gc ? '' : ', approximate: run with NODE_OPTIONS=--expose-gc for exact'})`,
);

// The rebuild the site does when content changes: in steps, so requests are still answered.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
const rebuildStarted = performance.now();
await backend.index(snapshot);
const rebuildTime = performance.now() - rebuildStarted;
loopDelay.disable();
console.log(
    `Index rebuild, in steps (as on a content change): ${ms(rebuildTime)}; longest event-loop stall ${ms(loopDelay.max / 1e6)}`,
);

// Warm up the JIT with a few searches that are not measured.
for (const { query } of queries(20)) backend.searchNow(query);

const samples = new Map<string, number[]>();
let hits = 0;
for (const { label, query } of queries(QUERIES)) {
    const started = performance.now();
    hits += backend.searchNow(query).hits.length;
    const elapsed = performance.now() - started;
    for (const key of [label, 'all']) samples.set(key, [...(samples.get(key) ?? []), elapsed]);
}
// The overall line last.
const all = samples.get('all')!;
samples.delete('all');
samples.set('all', all);
console.log(`\n${QUERIES} searches (${hits} hits shown in total):`);
console.log('kind            count      p50      p95      max');
for (const [label, times] of samples) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
        `${label.padEnd(14)} ${String(sorted.length).padStart(6)} ${ms(percentile(sorted, 50)).padStart(9)} ${ms(percentile(sorted, 95)).padStart(9)} ${ms(sorted[sorted.length - 1]!).padStart(9)}`,
    );
}
