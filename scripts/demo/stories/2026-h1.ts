import { attachment, button, callout, h2, img, ol, p, quote, storyLink, table, ul } from '../blocks';
import type { StoryGroup } from '../types';

const FY2025_ROWS = {
    en: [
        ['', 'FY 2025', 'FY 2024', 'Change'],
        ['Revenue (€ million)', '271.6', '184.1', '+47.5%'],
        ['Gross margin', '33.0%', '31.2%', '+1.8 pts'],
        ['Adjusted EBITDA (€ million)', '29.9', '14.8', '+102%'],
        ['Bikes sold', '84,700', '61,300', '+38%'],
        ['Northwind Share rides (million)', '6.8', '4.1', '+66%'],
    ],
    fr: [
        ['', 'Exercice 2025', 'Exercice 2024', 'Variation'],
        ['Chiffre d’affaires (M€)', '271,6', '184,1', '+47,5 %'],
        ['Marge brute', '33,0 %', '31,2 %', '+1,8 pt'],
        ['EBITDA ajusté (M€)', '29,9', '14,8', '+102 %'],
        ['Vélos vendus', '84 700', '61 300', '+38 %'],
        ['Trajets Northwind Share (millions)', '6,8', '4,1', '+66 %'],
    ],
    ar: [
        ['', '2025', '2024', 'التغير'],
        ['الإيرادات (مليون يورو)', '271.6', '184.1', '+47.5%'],
        ['هامش الربح الإجمالي', '33.0%', '31.2%', '+1.8 نقطة'],
        ['الأرباح المعدلة (مليون يورو)', '29.9', '14.8', '+102%'],
        ['الدراجات المبيعة', '84,700', '61,300', '+38%'],
        ['رحلات نورث ويند شير (مليون)', '6.8', '4.1', '+66%'],
    ],
};

export const STORIES_2026_H1: StoryGroup[] = [
    {
        key: 'mena-office',
        date: '2026-01-20T06:00:00Z',
        categories: ['company'],
        image: 'dubai-office',
        versions: {
            en: {
                slug: 'northwind-opens-middle-east-office-in-dubai',
                title: 'Northwind opens its Middle East headquarters in Dubai',
                subtitle: 'Karim El-Sayed leads a team of 45 preparing the launch of Northwind Share in the region',
                summary:
                    'Northwind Mobility has opened a regional office in Dubai to lead sales, service and shared mobility in the Gulf. Northwind Share will start in six residential communities in Dubai in March.',
                body: [
                    p(
                        'Northwind Mobility today opened its Middle East headquarters in Dubai. The office, led by General Manager **Karim El-Sayed**, brings together 45 people working on retail, corporate fleets and the launch of Northwind Share in the region.',
                    ),
                    callout(
                        '📍',
                        'The new office is at Alserkal Avenue, Al Quoz. The Dubai Design District showroom stays open.',
                    ),
                    p(
                        'The first Northwind Share stations open in March in six residential communities developed by Al Noor Properties, with 600 bikes and batteries designed for summer temperatures above 45 °C.',
                    ),
                    quote(
                        '“In one year our showroom has shown us how much demand there is for good bikes and good service here. Now we have the team to meet it.” — Karim El-Sayed, General Manager Middle East',
                    ),
                ],
            },
            fr: {
                slug: 'northwind-ouvre-son-siege-moyen-orient-a-dubai',
                title: 'Northwind ouvre son siège régional pour le Moyen-Orient à Dubaï',
                subtitle:
                    'Karim El-Sayed dirige une équipe de 45 personnes qui prépare le lancement de Northwind Share dans la région',
                summary:
                    'Northwind Mobility ouvre un bureau régional à Dubaï pour piloter la vente, le service et la mobilité partagée dans le Golfe. Northwind Share démarrera en mars dans six quartiers résidentiels.',
                body: [
                    p(
                        'Northwind Mobility a inauguré aujourd’hui son siège pour le Moyen-Orient à Dubaï. Dirigé par **Karim El-Sayed**, le bureau réunit 45 personnes chargées de la vente aux particuliers, des flottes d’entreprise et du lancement de Northwind Share.',
                    ),
                    callout(
                        '📍',
                        'Le bureau se trouve à Alserkal Avenue, dans le quartier d’Al Quoz. Le showroom du Dubai Design District reste ouvert.',
                    ),
                    p(
                        'Les premières stations Northwind Share ouvriront en mars dans six quartiers résidentiels développés par Al Noor Properties, avec 600 vélos et des batteries conçues pour des températures estivales supérieures à 45 °C.',
                    ),
                ],
            },
            ar: {
                slug: 'نورث-ويند-تفتتح-مقرها-الإقليمي-في-دبي',
                title: 'نورث ويند تفتتح مقرها الإقليمي للشرق الأوسط في دبي',
                subtitle: 'كريم السيد يقود فريقاً من 45 موظفاً يستعد لإطلاق نورث ويند شير في المنطقة',
                summary:
                    'افتتحت نورث ويند موبيليتي مكتباً إقليمياً في دبي لإدارة المبيعات والخدمات والتنقل التشاركي في منطقة الخليج، على أن تنطلق خدمة نورث ويند شير في ستة مجمعات سكنية في مارس.',
                body: [
                    p(
                        'افتتحت نورث ويند موبيليتي اليوم مقرها الإقليمي للشرق الأوسط في دبي. ويضم المكتب، الذي يديره المدير العام **كريم السيد**، فريقاً من 45 موظفاً يعملون في مبيعات التجزئة وأساطيل الشركات وإطلاق خدمة نورث ويند شير.',
                    ),
                    callout(
                        '📍',
                        'يقع المكتب الجديد في السركال أفنيو بمنطقة القوز، فيما تواصل صالة العرض في حي دبي للتصميم استقبال الزوار.',
                    ),
                    p(
                        'تُفتتح أولى محطات نورث ويند شير في مارس في ستة مجمعات سكنية طورتها النور العقارية، بـ600 دراجة وبطاريات مصممة لتحمّل درجات حرارة الصيف التي تتجاوز 45 درجة مئوية.',
                    ),
                    quote(
                        '«أظهرت لنا صالة العرض خلال عام واحد حجم الطلب هنا على الدراجات الجيدة والخدمة الجيدة، وأصبح لدينا الآن الفريق القادر على تلبيته.» — كريم السيد، المدير العام لمنطقة الشرق الأوسط',
                    ),
                ],
            },
        },
    },
    {
        key: 'dealer-briefing-2026',
        date: '2026-01-27T09:00:00Z',
        categories: ['products'],
        versions: {
            en: {
                slug: 'dealer-briefing-2026-service-pricing',
                title: 'Dealer briefing: service pricing and warranty terms for 2026',
                subtitle: 'For authorised Northwind dealers only. Please do not share this page.',
                summary:
                    'New labour rates, the extended battery warranty and changes to the spare parts ordering process from 1 March 2026.',
                visibility: 'private',
                body: [
                    p(
                        'This page is shared with authorised Northwind dealers by direct link. It is not listed in the newsroom.',
                    ),
                    h2('What changes on 1 March'),
                    ul(
                        'Flat-rate labour for the annual service rises from €79 to €85 (Aurora) and from €99 to €109 (Kestrel).',
                        'The battery warranty is extended from two to three years or 1,000 charge cycles.',
                        'Spare parts orders placed before 14:00 ship the same day from Ghent or Munich.',
                    ),
                    p(
                        'Questions? Contact your area manager or write to [dealers@northwind.example](mailto:dealers@northwind.example).',
                    ),
                ],
            },
            de: {
                slug: 'haendler-information-2026-servicepreise',
                title: 'Händlerinformation: Servicepreise und Garantiebedingungen 2026',
                subtitle: 'Nur für autorisierte Northwind-Fachhändler. Bitte nicht weitergeben.',
                summary:
                    'Neue Arbeitswerte, verlängerte Akkugarantie und Änderungen bei der Ersatzteilbestellung ab dem 1. März 2026.',
                visibility: 'private',
                body: [
                    p(
                        'Diese Seite wird autorisierten Northwind-Fachhändlern per Direktlink zur Verfügung gestellt und ist im Newsroom nicht gelistet.',
                    ),
                    h2('Was sich zum 1. März ändert'),
                    ul(
                        'Die Pauschale für die Jahresinspektion steigt von 79 auf 85 Euro (Aurora) und von 99 auf 109 Euro (Kestrel).',
                        'Die Akkugarantie wird von zwei auf drei Jahre bzw. 1.000 Ladezyklen verlängert.',
                        'Ersatzteilbestellungen bis 14 Uhr verlassen Gent oder München noch am selben Tag.',
                    ),
                    p(
                        'Fragen? Wenden Sie sich an Ihre Gebietsleitung oder an [haendler@northwind.example](mailto:haendler@northwind.example).',
                    ),
                ],
            },
        },
    },
    {
        key: 'fy2025-results',
        date: '2026-02-24T06:30:00Z',
        categories: ['finance'],
        image: 'results-fy2025',
        author: 'marc',
        versions: {
            en: {
                slug: 'northwind-full-year-2025-results',
                title: 'Full-year 2025 results: revenue of €271.6 million, EBITDA doubles',
                subtitle: 'Northwind Mobility plans a second plant and expects revenue of €320–335 million in 2026',
                summary:
                    'Northwind Mobility grew revenue by 47.5% to €271.6 million in 2025 and doubled adjusted EBITDA to €29.9 million. Kestrel, launched in April, already accounts for 14% of bike revenue.',
                body: [
                    p(
                        'Northwind Mobility today reported results for 2025. Revenue rose **47.5%** to €271.6 million and adjusted EBITDA doubled to €29.9 million, an 11.0% margin.',
                    ),
                    table(...FY2025_ROWS.en),
                    h2('Highlights of the year'),
                    ol(
                        'Kestrel launched in April and sold 9,800 units, 14% of bike revenue.',
                        'The Dock network grew from 40 to 210 stations.',
                        'A €180 million Series C round closed in November.',
                    ),
                    attachment('fy2025-key-figures', 'Key figures 2025 (CSV)'),
                    quote(
                        '“We doubled our profitability while investing more than ever. In 2026 we will decide where our second plant goes and launch Northwind Share outside Europe.” — Jonas Weber, Chief Financial Officer',
                    ),
                ],
            },
            fr: {
                slug: 'northwind-resultats-annuels-2025',
                title: 'Résultats annuels 2025 : 271,6 M€ de chiffre d’affaires, un EBITDA qui double',
                subtitle:
                    'Northwind Mobility prévoit une deuxième usine et un chiffre d’affaires de 320 à 335 M€ en 2026',
                summary:
                    'Le chiffre d’affaires de Northwind Mobility progresse de 47,5 % à 271,6 M€ en 2025 et l’EBITDA ajusté double à 29,9 M€. Lancé en avril, Kestrel représente déjà 14 % des ventes de vélos.',
                body: [
                    p(
                        'Northwind Mobility publie aujourd’hui ses résultats 2025. Le chiffre d’affaires augmente de **47,5 %** à 271,6 M€ et l’EBITDA ajusté double pour atteindre 29,9 M€, soit une marge de 11,0 %.',
                    ),
                    table(...FY2025_ROWS.fr),
                    attachment('fy2025-key-figures', 'Chiffres clés 2025 (CSV)'),
                ],
            },
            ar: {
                slug: 'northwind-full-year-2025-results-ar',
                title: 'النتائج السنوية لعام 2025: إيرادات بقيمة 271.6 مليون يورو وتضاعف الأرباح التشغيلية',
                subtitle: 'نورث ويند موبيليتي تخطط لمصنع ثانٍ وتتوقع إيرادات بين 320 و335 مليون يورو في 2026',
                summary:
                    'نمت إيرادات نورث ويند موبيليتي بنسبة 47.5% لتبلغ 271.6 مليون يورو في عام 2025، وتضاعفت الأرباح المعدلة لتصل إلى 29.9 مليون يورو.',
                body: [
                    p(
                        'أعلنت نورث ويند موبيليتي اليوم نتائجها لعام 2025، إذ ارتفعت الإيرادات بنسبة **47.5%** إلى 271.6 مليون يورو، وتضاعفت الأرباح المعدلة قبل الفوائد والضرائب والإهلاك إلى 29.9 مليون يورو، بهامش قدره 11.0%.',
                    ),
                    table(...FY2025_ROWS.ar),
                    p(
                        'وتتوقع الشركة لعام 2026 إيرادات تتراوح بين 320 و335 مليون يورو، مع إطلاق خدمة نورث ويند شير في دبي خلال الربع الأول.',
                    ),
                ],
            },
        },
    },
    {
        key: 'share-roadmap-2026',
        date: '2026-03-10T08:00:00Z',
        categories: ['company'],
        image: 'share-roadmap',
        versions: {
            en: {
                slug: 'partner-preview-northwind-share-roadmap-2026',
                title: 'Partner preview: the Northwind Share roadmap for 2026',
                subtitle: 'Confidential — prepared for city and transport partners ahead of the public announcement',
                summary:
                    'Fleet size, pricing changes and new features planned for Northwind Share in 2026, shared with partners in confidence.',
                visibility: 'confidential',
                body: [
                    p(
                        '*This briefing is confidential and intended for Northwind Share partner cities and operators only.*',
                    ),
                    h2('Fleet and network'),
                    ul(
                        'Lyon and Villeurbanne: from 2,400 to 3,000 bikes by September',
                        'Ghent and Antwerp: all stations equipped with Dock battery swapping by June',
                        'Dubai: 600 bikes in six residential communities from March',
                    ),
                    h2('Pricing'),
                    p(
                        'The single-ride fare stays at €1 for 30 minutes. The monthly pass rises from €12 to €14 on 1 May, with a new reduced pass at €7 for students and job seekers.',
                    ),
                ],
            },
            fr: {
                slug: 'northwind-share-2026-ce-qui-change-a-lyon',
                title: 'Northwind Share en 2026 : ce qui change pour les usagers lyonnais',
                subtitle: '600 vélos de plus, un abonnement solidaire et le même tarif au trajet',
                summary:
                    'Le réseau Northwind Share de Lyon et Villeurbanne passera de 2 400 à 3 000 vélos d’ici septembre. Le trajet reste à 1 €, et un abonnement réduit à 7 € par mois est créé pour les étudiants et les demandeurs d’emploi.',
                body: [
                    p(
                        'Northwind Share poursuit son développement dans la métropole de Lyon : le réseau passera de **2 400 à 3 000 vélos** d’ici septembre, avec 40 nouvelles stations dans le 7e et le 8e arrondissement.',
                    ),
                    ul(
                        'Le trajet de 30 minutes reste à 1 €.',
                        'L’abonnement mensuel passe de 12 € à 14 € au 1er mai.',
                        'Un abonnement solidaire à 7 € par mois est créé pour les étudiants et les demandeurs d’emploi.',
                    ),
                    quote(
                        '« Nous voulons que le vélo partagé reste accessible à toutes et à tous. L’abonnement solidaire était une demande forte des associations d’usagers. » — Julien Morel, directeur France',
                    ),
                ],
            },
        },
    },
    {
        key: 'fete-du-velo-lyon',
        date: '2026-03-24T08:00:00Z',
        categories: ['events'],
        image: 'lyon-velo-festival',
        versions: {
            fr: {
                slug: 'northwind-partenaire-fete-du-velo-lyon-2026',
                title: 'Northwind, partenaire de la Fête du vélo à Lyon',
                subtitle:
                    'Balades encadrées, atelier de réparation gratuit et essais de Kestrel le 7 juin sur les quais du Rhône',
                summary:
                    'Northwind Mobility sera présent le dimanche 7 juin sur les quais du Rhône pour la Fête du vélo. Au programme : trois balades encadrées, un atelier de réparation gratuit et des essais de vélos électriques.',
                body: [
                    p(
                        'Pour la deuxième année, Northwind Mobility s’associe à la **Fête du vélo** à Lyon. Rendez-vous le dimanche 7 juin, de 10 h à 18 h, sur les quais du Rhône, au niveau du pont de la Guillotière.',
                    ),
                    ol(
                        'Trois balades encadrées de 12 km, au départ à 10 h 30, 14 h et 16 h',
                        'Un atelier de réparation gratuit, tous vélos confondus',
                        'Des essais d’Aurora et de Kestrel sur un parcours sécurisé',
                    ),
                    p(
                        'Les balades sont gratuites mais le nombre de places est limité. Inscriptions en ligne jusqu’au 4 juin.',
                    ),
                    button('Je m’inscris', 'https://northwind.example/fr/fete-du-velo-2026'),
                ],
            },
        },
    },
    {
        key: 'aurora-2',
        date: '2026-04-14T08:00:00Z',
        categories: ['products', 'sustainability'],
        image: 'aurora2-studio',
        versions: {
            en: {
                slug: 'aurora-2-longer-range-recycled-aluminium',
                title: 'Aurora 2: more range, less weight and a frame made from 60% recycled aluminium',
                subtitle:
                    'The second generation of Northwind’s best-selling city e-bike rides up to 140 km and weighs 18.6 kg',
                summary:
                    'Two years after the original, Northwind Mobility launches Aurora 2. A new 625 Wh battery adds 30 km of range, the frame is 1.2 kg lighter and is made from 60% recycled aluminium. Price: €2,990.',
                pinned: true,
                body: [
                    p(
                        'Northwind Mobility today launched **Aurora 2**, the second generation of its best-selling city e-bike. More than 95,000 riders chose the first Aurora; the new model keeps everything they liked and improves what they asked for.',
                    ),
                    img('aurora2-river', 'Aurora 2 in Harbour Blue on the Coupure in Ghent.', 'full-width'),
                    h2('What is new'),
                    ul(
                        '**Range:** up to 140 km with the new 625 Wh battery',
                        '**Weight:** 18.6 kg, 1.2 kg lighter than Aurora',
                        '**Frame:** 60% recycled aluminium, cutting the bike’s footprint by a further 14%',
                        '**Security:** built-in GPS tracker and automatic motor lock',
                    ),
                    quote(
                        '“Riders told us two things: they wanted to charge less often and they wanted to know where their bike was. Aurora 2 answers both, and it is our lowest-carbon bike so far.” — Tomás Ribeiro, Chief Product Officer',
                    ),
                    storyLink('aurora-launch', 'en'),
                ],
            },
            fr: {
                slug: 'aurora-2-plus-dautonomie-aluminium-recycle',
                title: 'Aurora 2 : plus d’autonomie, moins de poids et un cadre en aluminium recyclé à 60 %',
                subtitle:
                    'La deuxième génération du vélo urbain le plus vendu de Northwind parcourt jusqu’à 140 km et pèse 18,6 kg',
                summary:
                    'Deux ans après le modèle original, Northwind Mobility lance Aurora 2. Une nouvelle batterie de 625 Wh ajoute 30 km d’autonomie, le cadre allégé de 1,2 kg est composé à 60 % d’aluminium recyclé. Prix : 2 990 €.',
                pinned: true,
                body: [
                    p(
                        'Northwind Mobility lance aujourd’hui **Aurora 2**, la deuxième génération de son vélo électrique urbain le plus vendu. Plus de 95 000 cyclistes ont choisi le premier Aurora ; le nouveau modèle conserve ce qu’ils appréciaient et améliore ce qu’ils demandaient.',
                    ),
                    img(
                        'aurora2-river',
                        'Aurora 2 en coloris Harbour Blue le long de la Coupure, à Gand.',
                        'full-width',
                    ),
                    h2('Les nouveautés'),
                    ul(
                        '**Autonomie :** jusqu’à 140 km avec la nouvelle batterie de 625 Wh',
                        '**Poids :** 18,6 kg, soit 1,2 kg de moins qu’Aurora',
                        '**Cadre :** 60 % d’aluminium recyclé, pour une empreinte réduite de 14 %',
                        '**Sécurité :** traceur GPS intégré et verrouillage automatique du moteur',
                    ),
                    storyLink('aurora-launch', 'fr'),
                ],
            },
            ar: {
                slug: 'أورورا-2-مدى-أطول-وألمنيوم-معاد-تدويره',
                title: 'أورورا 2: مدى أطول ووزن أخف وإطار من الألمنيوم المعاد تدويره بنسبة 60%',
                subtitle: 'الجيل الثاني من دراجة المدينة الأكثر مبيعاً لدى نورث ويند يقطع حتى 140 كم ويزن 18.6 كغ',
                summary:
                    'بعد عامين من إطلاق الطراز الأول، تطرح نورث ويند موبيليتي دراجة أورورا 2 ببطارية جديدة بسعة 625 واط/ساعة تضيف 30 كم إلى المدى، وإطار أخف بـ1.2 كغ مصنوع من ألمنيوم معاد تدويره بنسبة 60%.',
                body: [
                    p(
                        'أطلقت نورث ويند موبيليتي اليوم دراجة **أورورا 2**، الجيل الثاني من دراجتها الكهربائية الأكثر مبيعاً. وقد اختار أكثر من 95,000 دراج الطراز الأول، ويحافظ الطراز الجديد على ما أحبوه ويحسّن ما طلبوه.',
                    ),
                    img('aurora2-river', 'أورورا 2 بلون «هاربر بلو» على ضفاف قناة كوبور في غنت.', 'full-width'),
                    ul(
                        '**المدى:** حتى 140 كم مع البطارية الجديدة بسعة 625 واط/ساعة',
                        '**الوزن:** 18.6 كغ، أي أخف بـ1.2 كغ من أورورا',
                        '**الإطار:** ألمنيوم معاد تدويره بنسبة 60%',
                        '**الأمان:** جهاز تتبع GPS مدمج وقفل تلقائي للمحرك',
                    ),
                    storyLink('aurora-launch', 'ar'),
                ],
            },
            de: {
                slug: 'aurora-2-mehr-reichweite-recyceltes-aluminium',
                title: 'Aurora 2: mehr Reichweite, weniger Gewicht und ein Rahmen aus 60 % recyceltem Aluminium',
                subtitle:
                    'Die zweite Generation des meistverkauften City-E-Bikes von Northwind fährt bis zu 140 km und wiegt 18,6 kg',
                summary:
                    'Zwei Jahre nach dem Original bringt Northwind Mobility die Aurora 2 auf den Markt. Ein neuer 625-Wh-Akku bringt 30 km mehr Reichweite, der Rahmen ist 1,2 kg leichter und besteht zu 60 % aus recyceltem Aluminium. Preis: 2.990 Euro.',
                body: [
                    p(
                        'Northwind Mobility hat heute die **Aurora 2** vorgestellt, die zweite Generation seines meistverkauften City-E-Bikes. Mehr als 95.000 Menschen fahren die erste Aurora; das neue Modell behält alles, was sie schätzen, und verbessert, was sie sich gewünscht haben.',
                    ),
                    img('aurora2-river', 'Aurora 2 in Harbour Blue an der Coupure in Gent.', 'full-width'),
                    ul(
                        '**Reichweite:** bis zu 140 km mit dem neuen 625-Wh-Akku',
                        '**Gewicht:** 18,6 kg, 1,2 kg weniger als die Aurora',
                        '**Rahmen:** zu 60 % aus recyceltem Aluminium',
                        '**Sicherheit:** integrierter GPS-Tracker und automatische Motorsperre',
                    ),
                    storyLink('aurora-launch', 'de'),
                ],
            },
        },
    },
];
