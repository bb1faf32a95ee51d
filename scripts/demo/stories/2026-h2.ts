import { attachment, divider, h1, h2, img, p, quote, table, ul } from '../blocks';
import type { StoryGroup } from '../types';

export const STORIES_2026_H2: StoryGroup[] = [
    {
        key: 'sustainability-2026',
        date: '2026-06-09T08:00:00Z',
        categories: ['sustainability'],
        image: 'sustainability-2026',
        versions: {
            en: {
                slug: 'sustainability-report-2026-net-zero-operations',
                title: 'Sustainability report 2026: net zero in our own operations',
                subtitle: 'Scope 1 and 2 emissions reach net zero; the footprint per bike falls to 164 kg CO₂e',
                summary:
                    'Northwind Mobility’s third sustainability report confirms net-zero scope 1 and 2 emissions across its plant, offices and shared fleets in 2025. The lifecycle footprint of an average bike is now 164 kg CO₂e, 54% below the 2021 baseline.',
                metaDescription:
                    'Northwind Mobility reaches net zero in its own operations and cuts the lifecycle footprint per e-bike to 164 kg CO₂e.',
                body: [
                    h1('Net zero in our own operations'),
                    p(
                        'In 2025, Northwind Mobility’s own operations — the Ghent plant, our offices, service hubs and the vans and cargo bikes that run our shared fleets — reached **net-zero scope 1 and 2 emissions**. Residual emissions, 3.6% of the 2021 level, were neutralised with certified carbon removals.',
                    ),
                    table(
                        ['Indicator', '2021', '2023', '2025'],
                        ['Lifecycle footprint per bike (kg CO₂e)', '359', '212', '164'],
                        ['Recycled aluminium in frames', '0%', '12%', '41%'],
                        ['Renewable electricity in own operations', '64%', '100%', '100%'],
                        ['Van kilometres per 1,000 shared rides', '182', '121', '38'],
                    ),
                    h2('Next: our suppliers'),
                    p(
                        'Nine in ten tonnes of our emissions now come from the supply chain. Our 2030 target is to halve scope 3 emissions per bike compared with 2021, by moving all frames to at least 60% recycled aluminium and sourcing battery cells made with renewable electricity.',
                    ),
                    img('sustainability-2026', 'Morning light over the solar roof of the Ghent plant.', 'full-width'),
                    attachment('sustainability-fact-sheet-2026', 'Sustainability fact sheet 2026 (PDF)'),
                ],
            },
            fr: {
                slug: 'rapport-durabilite-2026-neutralite-carbone-operations',
                title: 'Rapport de durabilité 2026 : neutralité carbone pour nos propres activités',
                subtitle: 'Émissions nettes nulles sur les scopes 1 et 2 ; l’empreinte par vélo descend à 164 kg CO₂e',
                summary:
                    'Le troisième rapport de durabilité de Northwind Mobility confirme des émissions nettes nulles sur les scopes 1 et 2 en 2025. L’empreinte d’un vélo moyen atteint 164 kg CO₂e, 54 % de moins qu’en 2021.',
                body: [
                    p(
                        'En 2025, les activités propres de Northwind Mobility — usine de Gand, bureaux, centres de service et véhicules de nos flottes partagées — ont atteint des **émissions nettes nulles sur les scopes 1 et 2**. Les émissions résiduelles, 3,6 % du niveau de 2021, ont été neutralisées par des absorptions de carbone certifiées.',
                    ),
                    h2('Prochaine étape : nos fournisseurs'),
                    p(
                        'Neuf tonnes sur dix de nos émissions proviennent désormais de la chaîne d’approvisionnement. D’ici 2030, nous visons à diviser par deux les émissions du scope 3 par vélo par rapport à 2021.',
                    ),
                    img(
                        'sustainability-2026',
                        'Lever du jour sur la toiture solaire de l’usine de Gand.',
                        'full-width',
                    ),
                    attachment('sustainability-fact-sheet-2026', 'Fiche synthèse durabilité 2026 (PDF, en anglais)'),
                ],
            },
            ar: {
                slug: 'تقرير-الاستدامة-2026',
                title: 'تقرير الاستدامة 2026: صافي انبعاثات صفري في عملياتنا',
                subtitle: 'انبعاثات النطاقين 1 و2 تصل إلى الصفر الصافي، وبصمة الدراجة الواحدة تنخفض إلى 164 كغ',
                summary:
                    'يؤكد التقرير الثالث لنورث ويند موبيليتي عن الاستدامة بلوغ صافي انبعاثات صفري في النطاقين 1 و2 خلال عام 2025، فيما انخفضت البصمة الكربونية للدراجة الواحدة بنسبة 54% مقارنة بعام 2021.',
                body: [
                    p(
                        'في عام 2025، بلغت عمليات نورث ويند موبيليتي — مصنع غنت والمكاتب ومراكز الخدمة ومركبات أساطيل الدراجات التشاركية — **صافي انبعاثات صفرياً في النطاقين 1 و2**. وجرى تحييد الانبعاثات المتبقية، التي تعادل 3.6% من مستوى عام 2021، عبر عمليات إزالة كربون معتمدة.',
                    ),
                    h2('الخطوة التالية: سلسلة التوريد'),
                    p(
                        'تأتي تسعة أعشار انبعاثاتنا الآن من سلسلة التوريد، ونستهدف بحلول عام 2030 خفض انبعاثات النطاق 3 لكل دراجة إلى النصف مقارنة بعام 2021.',
                    ),
                    attachment('sustainability-fact-sheet-2026', 'ملخص الاستدامة 2026 (PDF، باللغة الإنجليزية)'),
                ],
            },
        },
    },
    {
        key: 'gulf-briefing-2027',
        date: '2026-08-18T07:00:00Z',
        categories: ['company'],
        versions: {
            ar: {
                slug: 'إحاطة-الشركاء-خطة-التوسع-في-الخليج-2027',
                title: 'إحاطة للشركاء: خطة التوسع في دول الخليج لعام 2027',
                subtitle: 'سري — مخصص لشركاء نورث ويند في المنطقة',
                summary:
                    'ملخص خطة نورث ويند لإطلاق خدمة نورث ويند شير في أبوظبي والرياض خلال عام 2027، والجدول الزمني المقترح للشراكات المحلية.',
                visibility: 'confidential',
                body: [
                    p('*هذه الوثيقة سرية ومخصصة لشركاء نورث ويند في المنطقة فقط، ويُرجى عدم تداولها.*'),
                    h2('المدن المستهدفة'),
                    ul(
                        'أبوظبي: 800 دراجة في جزيرة السعديات وجزيرة الريم، اعتباراً من الربع الثاني 2027',
                        'الرياض: مرحلة تجريبية بـ300 دراجة في حي السفارات، اعتباراً من الربع الرابع 2027',
                    ),
                    p(
                        'سيُعقد اجتماع تنسيقي مع الشركاء في مكتب دبي في الأسبوع الثاني من أكتوبر لمناقشة متطلبات المحطات والتراخيص المحلية.',
                    ),
                ],
            },
        },
    },
    {
        key: 'valencia-plant',
        date: '2026-09-08T08:00:00Z',
        categories: ['company'],
        image: 'valencia-site',
        versions: {
            en: {
                slug: 'northwind-to-build-second-plant-in-valencia',
                title: 'Northwind to build its second assembly plant in Valencia',
                subtitle: 'The €95 million site will create 400 jobs and start production in 2028',
                summary:
                    'Northwind Mobility has chosen Valencia, Spain, for its second assembly plant. The site will have capacity for 120,000 bikes a year and will supply southern Europe and the Middle East.',
                body: [
                    p(
                        'Northwind Mobility will build its second assembly plant in **Valencia**, Spain. The company has signed an agreement for a 38,000 m² plot in the port logistics area and will invest €95 million in the site.',
                    ),
                    ul(
                        'Capacity: 120,000 bikes a year, twice that of Ghent',
                        'Jobs: around 400 by 2029',
                        'Start of production: first half of 2028',
                        'Energy: a rooftop solar array of 6 MWp and a renewable supply contract',
                    ),
                    p(
                        'Valencia was chosen for its port, which offers direct sea connections to the Gulf, its supplier base in the automotive sector and its skilled workforce. Ghent remains Northwind’s headquarters and main plant.',
                    ),
                    quote(
                        '“Half of our growth now comes from southern Europe and the Middle East. Building close to those markets shortens delivery times and cuts transport emissions.” — Leila Haddad, Chief Operating Officer',
                    ),
                ],
            },
            de: {
                slug: 'northwind-baut-zweites-werk-in-valencia',
                title: 'Northwind baut zweites Montagewerk in Valencia',
                subtitle:
                    'Das 95-Millionen-Euro-Werk soll 400 Arbeitsplätze schaffen und 2028 die Produktion aufnehmen',
                summary: 'Northwind Mobility hat Valencia als Standort für sein zweites Montagewerk gewählt.',
                status: 'draft',
                publishedAt: null,
                updatedAt: '2026-09-09T13:20:00Z',
                body: [
                    p(
                        'Northwind Mobility baut sein zweites Montagewerk in **Valencia**. Das Unternehmen hat eine Vereinbarung über ein 38.000 m² großes Grundstück im Logistikgebiet des Hafens unterzeichnet und investiert 95 Millionen Euro.',
                    ),
                    ul(
                        'Kapazität: 120.000 Räder pro Jahr',
                        'Rund 400 Arbeitsplätze bis 2029',
                        'Produktionsstart: erstes Halbjahr 2028',
                    ),
                    p('[Übersetzung in Arbeit – Zitat von Leila Haddad folgt nach Freigabe]'),
                ],
            },
        },
    },
    {
        key: 'q3-2026-trading-update',
        date: '2026-11-05T06:30:00Z',
        categories: ['finance'],
        image: 'results-q3-2026',
        author: 'marc',
        versions: {
            en: {
                slug: 'northwind-q3-2026-trading-update',
                title: 'Q3 2026 trading update: revenue up 21%, outlook confirmed',
                subtitle: 'Aurora 2 and the Dubai launch of Northwind Share support growth in a softer European market',
                summary:
                    'Northwind Mobility’s third-quarter revenue rose 21% to €88.4 million. Year-to-date revenue stands at €236.0 million, and the company confirms its full-year outlook of €320–335 million.',
                body: [
                    p(
                        'Northwind Mobility today published its trading update for the third quarter of 2026. Revenue grew **21%** to €88.4 million, despite a European e-bike market that contracted by an estimated 4% over the same period.',
                    ),
                    table(
                        ['', 'Q3 2026', 'Q3 2025', 'Change'],
                        ['Revenue (€ million)', '88.4', '73.1', '+21%'],
                        ['of which bikes', '71.2', '60.9', '+17%'],
                        ['of which services and Northwind Share', '17.2', '12.2', '+41%'],
                        ['Northwind Share rides (million)', '2.4', '1.9', '+26%'],
                    ),
                    quote(
                        '“Services and shared mobility now make up almost a fifth of our revenue, which makes us less dependent on the seasonal retail market.” — Jonas Weber, Chief Financial Officer',
                    ),
                    divider(),
                    p('Northwind Mobility will publish its full-year 2026 results on 23 February 2027.'),
                ],
            },
        },
    },
];
