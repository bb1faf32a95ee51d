import type { OEmbedSource } from '../blocks';
import { embed, gallery, h2, html, img, p, quote, ul } from '../blocks';
import type { StoryGroup } from '../types';

const SUMMIT_POST: OEmbedSource = {
    type: 'rich',
    title: 'Velocity City Summit 2025: thank you, Ghent!',
    description: '1,400 people, 60 cities and 3 days of ideas about how our streets should work.',
    provider_name: 'LinkedIn',
    provider_url: 'https://www.linkedin.com',
    author_name: 'Northwind Mobility',
    html: '<blockquote class="linkedin-post"><p>1,400 people, 60 cities and 3 days of ideas about how our streets should work. Thank you, Ghent! #VelocityCity2025</p>&mdash; Northwind Mobility</blockquote>',
    width: 504,
    height: 520,
};
const SUMMIT_POST_URL = 'https://www.linkedin.com/posts/northwind-mobility_velocitycity2025-activity-7342210981231';

const SUMMIT_IMAGES = [
    'summit-keynote',
    'summit-panel',
    'summit-test-track',
    'summit-expo-hall',
    'summit-networking',
    'summit-city-night',
];
const SUMMIT_CAPTIONS = {
    en: [
        'Opening keynote',
        'Panel: streets for people',
        'Test track on the Dok Noord',
        'Exhibition hall',
        'Evening reception',
        'Ghent by night',
    ],
    fr: [
        'Discours d’ouverture',
        'Table ronde : des rues pour les gens',
        'Piste d’essai au Dok Noord',
        'Hall d’exposition',
        'Réception du soir',
        'Gand de nuit',
    ],
    ar: [
        'الكلمة الافتتاحية',
        'جلسة نقاش: شوارع للناس',
        'مسار التجربة في دوك نورد',
        'قاعة المعرض',
        'حفل الاستقبال المسائي',
        'غنت ليلاً',
    ],
};
const summitGallery = (lang: keyof typeof SUMMIT_CAPTIONS) =>
    gallery(...SUMMIT_IMAGES.map((image, i) => [image, SUMMIT_CAPTIONS[lang][i]!] as [string, string]));

export const STORIES_2025_H2: StoryGroup[] = [
    {
        key: 'velocity-summit-2025',
        date: '2025-06-17T15:00:00Z',
        categories: ['events'],
        image: 'summit-keynote',
        versions: {
            en: {
                slug: 'velocity-city-summit-2025-highlights',
                title: 'Velocity City Summit 2025: highlights from Ghent',
                subtitle: '1,400 participants from 60 cities discussed streets, safety and shared mobility',
                summary:
                    'Northwind Mobility hosted Velocity City Summit 2025 in Ghent from 11 to 13 June. Mayors, planners and operators from 60 cities shared what has worked, and what has not, in making cycling the obvious choice.',
                body: [
                    p(
                        'For three days, **1,400 participants** from 60 cities met at the Dok Noord in Ghent for Velocity City Summit 2025, hosted this year by Northwind Mobility. The programme covered street design, road safety, shared mobility and the financing of cycling infrastructure.',
                    ),
                    summitGallery('en'),
                    h2('Three things we learned'),
                    ul(
                        'Cities that removed through-traffic from residential streets saw cycling grow two to three times faster than those that only painted bike lanes.',
                        'Shared e-bikes work best when they are part of the public transport ticket, not a separate app.',
                        'Secure parking at stations matters as much as the bike itself.',
                    ),
                    embed(SUMMIT_POST_URL, SUMMIT_POST),
                    quote(
                        '“We learned more from the cities that shared their failures than from the success stories. That honesty is what makes this summit useful.” — Elise Vandamme, CEO',
                    ),
                ],
            },
            fr: {
                slug: 'velocity-city-summit-2025-temps-forts',
                title: 'Velocity City Summit 2025 : les temps forts de Gand',
                subtitle:
                    '1 400 participants venus de 60 villes ont débattu de l’espace public, de la sécurité et de la mobilité partagée',
                summary:
                    'Northwind Mobility a accueilli le Velocity City Summit 2025 à Gand du 11 au 13 juin. Élus, urbanistes et opérateurs de 60 villes ont partagé leurs réussites et leurs échecs pour faire du vélo une évidence.',
                body: [
                    p(
                        'Pendant trois jours, **1 400 participants** venus de 60 villes se sont retrouvés au Dok Noord, à Gand, pour le Velocity City Summit 2025, accueilli cette année par Northwind Mobility.',
                    ),
                    summitGallery('fr'),
                    h2('Trois enseignements'),
                    ul(
                        'Les villes qui ont supprimé le trafic de transit dans les rues résidentielles ont vu la pratique du vélo progresser deux à trois fois plus vite que celles qui se sont contentées de peindre des bandes cyclables.',
                        'Le vélo partagé fonctionne mieux lorsqu’il est intégré au titre de transport public.',
                        'Le stationnement sécurisé en gare compte autant que le vélo lui-même.',
                    ),
                    embed(SUMMIT_POST_URL, SUMMIT_POST),
                ],
            },
            ar: {
                slug: 'velocity-city-summit-2025-ar',
                title: 'قمة فيلوسيتي سيتي 2025: أبرز ما شهدته غنت',
                subtitle: '1,400 مشارك من 60 مدينة ناقشوا تصميم الشوارع والسلامة والتنقل التشاركي',
                summary:
                    'استضافت نورث ويند موبيليتي قمة فيلوسيتي سيتي 2025 في غنت من 11 إلى 13 يونيو، حيث تبادل رؤساء البلديات والمخططون والمشغلون من 60 مدينة تجاربهم في جعل الدراجة خياراً بديهياً للتنقل.',
                body: [
                    p(
                        'على مدى ثلاثة أيام، اجتمع **1,400 مشارك** من 60 مدينة في موقع دوك نورد في غنت لحضور قمة فيلوسيتي سيتي 2025، التي استضافتها نورث ويند موبيليتي هذا العام.',
                    ),
                    summitGallery('ar'),
                    h2('ثلاثة دروس من القمة'),
                    ul(
                        'المدن التي منعت حركة العبور في الشوارع السكنية شهدت نمواً في استخدام الدراجات أسرع بمرتين إلى ثلاث مرات.',
                        'تنجح الدراجات التشاركية أكثر عندما تكون جزءاً من تذكرة النقل العام.',
                        'لا تقل أهمية مواقف الدراجات الآمنة في المحطات عن أهمية الدراجة نفسها.',
                    ),
                ],
            },
        },
    },
    {
        key: 'sustainability-2025',
        date: '2025-07-08T08:00:00Z',
        categories: ['sustainability'],
        image: 'battery-recovery',
        versions: {
            en: {
                slug: 'northwind-sustainability-report-2025-circular-batteries',
                title: 'Sustainability report 2025: 92% of battery cells get a second life',
                subtitle:
                    'Northwind’s circular battery programme and refurbished bikes cut the footprint per bike to 188 kg CO₂e',
                summary:
                    'Northwind Mobility’s second sustainability report shows the effect of its circular battery programme: 14,600 batteries collected, 92% of cells reused or recycled, and 3,200 refurbished bikes sold under the Northwind Renewed label.',
                body: [
                    p(
                        'Northwind Mobility today published its sustainability report for 2024. The lifecycle footprint of an average bike fell to **188 kg CO₂e**, 11% lower than a year earlier, largely thanks to the circular battery programme launched in 2023.',
                    ),
                    h2('The circular battery programme in numbers'),
                    ul(
                        '14,600 used batteries collected from riders, dealers and our shared fleets',
                        '61% of cells reused in stationary storage at the Ghent plant and in Dock stations',
                        '31% of cells sent to a hydrometallurgical recycler for material recovery',
                        '3,200 refurbished bikes sold as *Northwind Renewed*, with a two-year warranty',
                    ),
                    img('battery-recovery', 'Battery packs sorted for testing at the Ghent plant.'),
                    quote(
                        '“A battery that leaves a bike still has most of its life ahead of it. Putting it to work in a storage system is better for the climate than recycling it straight away.” — Ingrid Solberg, Head of Sustainability',
                    ),
                ],
            },
            fr: {
                slug: 'rapport-durabilite-2025-batteries-seconde-vie',
                title: 'Rapport de durabilité 2025 : 92 % des cellules de batterie connaissent une seconde vie',
                subtitle:
                    'Le programme de batteries circulaires et les vélos reconditionnés ramènent l’empreinte par vélo à 188 kg CO₂e',
                summary:
                    'Le deuxième rapport de durabilité de Northwind Mobility mesure l’effet de son programme de batteries circulaires : 14 600 batteries collectées, 92 % des cellules réemployées ou recyclées et 3 200 vélos reconditionnés vendus sous le label Northwind Renewed.',
                body: [
                    p(
                        'Northwind Mobility publie aujourd’hui son rapport de durabilité pour l’exercice 2024. L’empreinte d’un vélo moyen sur son cycle de vie recule à **188 kg CO₂e**, soit 11 % de moins qu’un an plus tôt, grâce notamment au programme de batteries circulaires lancé en 2023.',
                    ),
                    ul(
                        '14 600 batteries usagées collectées auprès des cyclistes, des revendeurs et de nos flottes partagées',
                        '61 % des cellules réemployées dans des systèmes de stockage stationnaire',
                        '31 % des cellules confiées à un recycleur pour la récupération des matériaux',
                        '3 200 vélos reconditionnés vendus sous le label *Northwind Renewed*, garantis deux ans',
                    ),
                    quote(
                        '« Une batterie qui quitte un vélo a encore l’essentiel de sa vie devant elle. La réemployer dans un système de stockage est meilleur pour le climat que de la recycler immédiatement. » — Ingrid Solberg, responsable du développement durable',
                    ),
                ],
            },
        },
    },
    {
        key: 'al-noor-partnership',
        date: '2025-08-26T06:00:00Z',
        categories: ['partnerships'],
        image: 'al-noor-residences',
        versions: {
            ar: {
                slug: 'شراكة-نورث-ويند-والنور-العقارية',
                title: 'شراكة بين نورث ويند و«النور العقارية» لتزويد المجمعات السكنية في دبي بمحطات للدراجات',
                subtitle: '60 محطة لخدمة نورث ويند شير في ستة مجمعات سكنية اعتباراً من 2026',
                summary:
                    'وقّعت نورث ويند موبيليتي وشركة النور العقارية اتفاقية لتركيب 60 محطة للدراجات الكهربائية التشاركية في ستة مجمعات سكنية في دبي، على أن يبدأ التشغيل في الربع الأول من عام 2026.',
                body: [
                    p(
                        'دبي — أعلنت **نورث ويند موبيليتي** و**النور العقارية** اليوم عن شراكة لتوفير خدمة نورث ويند شير في ستة من المجمعات السكنية التي تطورها الشركة في دبي. وتشمل الاتفاقية 60 محطة و600 دراجة كهربائية.',
                    ),
                    p(
                        'سيتمكن السكان من استخدام الدراجات للتنقل داخل المجمعات وإلى محطات المترو القريبة، مع اشتراك شهري يُدرج ضمن رسوم الخدمات. كما ستُجهّز المحطات بمظلات تحمي الدراجات من أشعة الشمس، وبطاريات مصممة للعمل في درجات حرارة مرتفعة.',
                    ),
                    ul(
                        '60 محطة و600 دراجة في المرحلة الأولى',
                        'ربط مباشر بمحطات المترو القريبة',
                        'بدء التشغيل في الربع الأول من 2026',
                    ),
                    quote(
                        '«يريد سكان مجمعاتنا التنقل لمسافات قصيرة دون الحاجة إلى السيارة. ومع نورث ويند نقدم لهم خياراً عملياً ومريحاً حتى في أشهر الصيف.» — الرئيس التنفيذي للنور العقارية',
                    ),
                ],
            },
        },
    },
    {
        key: 'cfo-appointment',
        date: '2025-09-16T08:00:00Z',
        categories: ['people'],
        image: 'jonas-weber',
        versions: {
            en: {
                slug: 'jonas-weber-appointed-chief-financial-officer',
                title: 'Northwind appoints Jonas Weber as Chief Financial Officer',
                subtitle: 'The former Alpenrad Group CFO joins as the company prepares its next stage of growth',
                summary:
                    'Jonas Weber will join Northwind Mobility as Chief Financial Officer on 1 November 2025. He spent eight years as CFO of the Munich-based Alpenrad Group, where he led the group through two acquisitions and a bond issue.',
                body: [
                    p(
                        'Northwind Mobility has appointed **Jonas Weber** as Chief Financial Officer, effective 1 November 2025. He succeeds interim CFO Marc Devos, who returns to his role as Head of Investor Relations.',
                    ),
                    p(
                        'Jonas Weber was CFO of Alpenrad Group, a bicycle components manufacturer with annual revenue of €600 million, from 2017 to 2025. Before that he worked in corporate finance in Frankfurt and London.',
                    ),
                    quote(
                        '“Jonas knows our industry from the inside, from supplier contracts to dealer financing. He is the right person to help us fund our next plant and our international growth.” — Elise Vandamme, CEO',
                    ),
                ],
            },
            de: {
                slug: 'jonas-weber-wird-finanzvorstand',
                title: 'Jonas Weber wird Finanzvorstand von Northwind Mobility',
                subtitle: 'Der ehemalige CFO der Alpenrad Group kommt in einer Phase weiteren Wachstums',
                summary:
                    'Jonas Weber wird zum 1. November 2025 Chief Financial Officer von Northwind Mobility. Zuvor war er acht Jahre lang Finanzvorstand der Münchner Alpenrad Group.',
                body: [
                    p(
                        'Northwind Mobility hat **Jonas Weber** mit Wirkung zum 1. November 2025 zum Chief Financial Officer berufen. Er folgt auf Interims-CFO Marc Devos, der wieder die Leitung der Investor Relations übernimmt.',
                    ),
                    p(
                        'Jonas Weber war von 2017 bis 2025 Finanzvorstand der Alpenrad Group, eines Fahrradkomponenten-Herstellers mit 600 Millionen Euro Jahresumsatz. Davor war er im Corporate Finance in Frankfurt und London tätig.',
                    ),
                    quote(
                        '„Jonas kennt unsere Branche von innen – von Lieferantenverträgen bis zur Händlerfinanzierung. Er ist der Richtige, um unser nächstes Werk und unser internationales Wachstum zu finanzieren.“ – Elise Vandamme, CEO',
                    ),
                ],
            },
        },
    },
    {
        key: 'series-c',
        date: '2025-10-07T05:00:00Z',
        categories: ['finance'],
        image: 'series-c',
        author: 'marc',
        versions: {
            en: {
                slug: 'northwind-raises-180-million-series-c',
                title: 'Northwind Mobility raises €180 million to expand production and shared fleets',
                subtitle:
                    'The Series C round is led by Nordhavn Capital, with existing investors Scheldt Ventures and Helix Climate Partners',
                summary:
                    'Northwind Mobility has raised €180 million in a Series C round led by Nordhavn Capital. The funds will finance a second assembly plant, the international roll-out of Northwind Share and the development of a cargo e-bike.',
                body: [
                    p(
                        'Northwind Mobility today announced a **€180 million Series C** funding round led by Nordhavn Capital, with participation from existing investors Scheldt Ventures and Helix Climate Partners. Total equity raised since 2017 now stands at €265 million.',
                    ),
                    h2('Use of funds'),
                    ul(
                        'A second assembly plant in southern Europe, to be announced in 2026',
                        'Northwind Share in three new cities, starting with Dubai',
                        'A cargo e-bike for families and delivery companies',
                        'Expansion of the Dock battery swap network to 400 stations',
                    ),
                    quote(
                        '“Northwind has shown that a European e-bike maker can grow fast and profitably at the same time. We are proud to back the next chapter.” — Managing Partner, Nordhavn Capital',
                    ),
                    p(
                        'Nordhavn Capital will join the Northwind board of directors. The transaction is subject to customary closing conditions.',
                    ),
                ],
            },
            fr: {
                slug: 'northwind-leve-180-millions-euros-serie-c',
                title: 'Northwind Mobility lève 180 millions d’euros pour augmenter sa production et ses flottes partagées',
                subtitle:
                    'Le tour de série C est mené par Nordhavn Capital, aux côtés des investisseurs historiques Scheldt Ventures et Helix Climate Partners',
                summary:
                    'Northwind Mobility lève 180 M€ lors d’un tour de série C mené par Nordhavn Capital. Les fonds financeront une deuxième usine, le déploiement international de Northwind Share et un vélo cargo électrique.',
                body: [
                    p(
                        'Northwind Mobility annonce aujourd’hui une **levée de fonds de série C de 180 M€** menée par Nordhavn Capital, avec la participation de Scheldt Ventures et Helix Climate Partners. L’entreprise a levé au total 265 M€ depuis sa création en 2017.',
                    ),
                    h2('Utilisation des fonds'),
                    ul(
                        'Une deuxième usine d’assemblage en Europe du Sud, annoncée en 2026',
                        'Northwind Share dans trois nouvelles villes, à commencer par Dubaï',
                        'Un vélo cargo électrique pour les familles et les livreurs',
                        'L’extension du réseau Dock à 400 stations',
                    ),
                    p(
                        'Nordhavn Capital entrera au conseil d’administration de Northwind. L’opération reste soumise aux conditions suspensives habituelles.',
                    ),
                ],
            },
            ar: {
                slug: 'northwind-series-c-180-million-ar',
                title: 'نورث ويند موبيليتي تجمع 180 مليون يورو لتوسيع الإنتاج وأساطيل الدراجات التشاركية',
                subtitle: 'جولة التمويل من الفئة C بقيادة نوردهافن كابيتال وبمشاركة المستثمرين الحاليين',
                summary:
                    'جمعت نورث ويند موبيليتي 180 مليون يورو في جولة تمويل من الفئة C بقيادة نوردهافن كابيتال، لتمويل مصنع تجميع ثانٍ وتوسيع خدمة نورث ويند شير دولياً، بدءاً من دبي.',
                body: [
                    p(
                        'أعلنت نورث ويند موبيليتي اليوم عن جولة تمويل من الفئة C بقيمة **180 مليون يورو** بقيادة نوردهافن كابيتال، وبمشاركة المستثمرَين الحاليَّين شيلت فنتشرز وهيليكس كلايمت بارتنرز.',
                    ),
                    ul(
                        'مصنع تجميع ثانٍ في جنوب أوروبا يُعلن عنه في 2026',
                        'إطلاق نورث ويند شير في ثلاث مدن جديدة، أولاها دبي',
                        'دراجة شحن كهربائية للعائلات وشركات التوصيل',
                        'توسيع شبكة محطات دوك إلى 400 محطة',
                    ),
                    quote(
                        '«يمثل هذا التمويل محطة مهمة في توسعنا في الشرق الأوسط. دبي ستكون أول مدينة خارج أوروبا تعمل فيها خدمة نورث ويند شير.» — كريم السيد، المدير العام لمنطقة الشرق الأوسط',
                    ),
                ],
            },
        },
    },
    {
        key: 'kestrel-design-award',
        date: '2025-11-25T10:00:00Z',
        categories: ['awards'],
        image: 'design-award-gala',
        versions: {
            en: {
                slug: 'kestrel-wins-gold-design-for-mobility-award',
                title: 'Kestrel wins gold at the Design for Mobility Awards',
                subtitle:
                    'The jury praised how the speed pedelec integrates lights, indicators and ABS into a clean frame',
                summary:
                    'Northwind’s Kestrel speed pedelec has won gold in the personal mobility category of the 2025 Design for Mobility Awards in Milan.',
                body: [
                    p(
                        'Northwind Mobility’s **Kestrel** has won gold in the personal mobility category of the 2025 Design for Mobility Awards, presented on 24 November in Milan. The jury reviewed 412 entries from 29 countries.',
                    ),
                    img('kestrel-studio', 'Kestrel in Storm Grey.'),
                    quote(
                        '“The hardest part of designing Kestrel was hiding everything a speed pedelec legally needs without making it look like a scooter. This award tells us the team got it right.” — Tomás Ribeiro, Chief Product Officer',
                    ),
                ],
            },
        },
    },
    {
        key: 'share-live-counter',
        date: '2025-12-09T09:00:00Z',
        categories: ['company'],
        image: 'share-live-counter',
        versions: {
            en: {
                slug: 'northwind-share-live-ride-counter',
                title: 'Follow Northwind Share live with our new ride counter',
                subtitle: 'Cities, partners and journalists can embed a live count of rides on their own sites',
                summary:
                    'Northwind Share now publishes a live ride counter for each city it operates in. The counter updates every five minutes and can be embedded on any website.',
                body: [
                    p(
                        'How many people are riding a Northwind Share bike right now? From today, anyone can see it: our new live counter shows the number of rides taken today in Ghent, Antwerp, Lyon and Villeurbanne, updated every five minutes.',
                    ),
                    p(
                        'Partners can embed the counter on their own website by copying the snippet below. This is what it looks like:',
                    ),
                    html(
                        '<div class="nw-ride-counter" data-city="ghent"><p>Rides today in Ghent: <strong>18,204</strong></p><p><em>Updated 5 minutes ago</em></p></div><script>alert(1)</script><img src="https://newsroom.northwind.example/counter.gif" alt="" onerror="alert(2)"><p><a href="javascript:alert(3)">Refresh</a></p>',
                    ),
                    p(
                        'The counter uses only aggregated data; no information about individual riders is shared. The open data behind it is published daily on [data.northwind.example](https://data.northwind.example).',
                    ),
                ],
            },
        },
    },
];
