import type { OEmbedSource } from '../blocks';
import { attachment, contact, h2, img, ol, p, quote, table, ul, video } from '../blocks';
import type { StoryGroup } from '../types';

const DOCK_VIDEO: OEmbedSource = {
    type: 'video',
    title: 'Northwind Dock: a battery swap in 25 seconds',
    provider_name: 'YouTube',
    provider_url: 'https://www.youtube.com/',
    author_name: 'Northwind Mobility',
    html: '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/nW7dK2sWp4Q" title="Northwind Dock: a battery swap in 25 seconds" frameborder="0" allow="accelerometer; encrypted-media; picture-in-picture" allowfullscreen></iframe>',
    thumbnail_url: 'https://i.ytimg.com/vi/nW7dK2sWp4Q/hqdefault.jpg',
    thumbnail_width: 480,
    thumbnail_height: 360,
    width: 560,
    height: 315,
};
const DOCK_VIDEO_URL = 'https://www.youtube.com/watch?v=nW7dK2sWp4Q';

const FY2024_TABLE = {
    en: [
        ['', 'FY 2024', 'FY 2023', 'Change'],
        ['Revenue (€ million)', '184.1', '112.4', '+64%'],
        ['Gross margin', '31.2%', '27.9%', '+3.3 pts'],
        ['Adjusted EBITDA (€ million)', '14.8', '−3.2', '+18.0'],
        ['Bikes sold', '61,300', '40,200', '+52%'],
        ['Northwind Share rides (million)', '4.1', '2.2', '+86%'],
    ],
    fr: [
        ['', 'Exercice 2024', 'Exercice 2023', 'Variation'],
        ['Chiffre d’affaires (M€)', '184,1', '112,4', '+64 %'],
        ['Marge brute', '31,2 %', '27,9 %', '+3,3 pts'],
        ['EBITDA ajusté (M€)', '14,8', '−3,2', '+18,0'],
        ['Vélos vendus', '61 300', '40 200', '+52 %'],
        ['Trajets Northwind Share (millions)', '4,1', '2,2', '+86 %'],
    ],
    ar: [
        ['', '2024', '2023', 'التغير'],
        ['الإيرادات (مليون يورو)', '184.1', '112.4', '+64%'],
        ['هامش الربح الإجمالي', '31.2%', '27.9%', '+3.3 نقطة'],
        ['الأرباح المعدلة قبل الفوائد والضرائب والإهلاك (مليون يورو)', '14.8', '−3.2', '+18.0'],
        ['الدراجات المبيعة', '61,300', '40,200', '+52%'],
        ['رحلات نورث ويند شير (مليون)', '4.1', '2.2', '+86%'],
    ],
};

export const STORIES_2025_H1: StoryGroup[] = [
    {
        key: 'dock-launch',
        date: '2025-01-21T08:00:00Z',
        categories: ['products'],
        image: 'dock-ghent-night',
        versions: {
            en: {
                slug: 'northwind-dock-battery-swap-network-ghent-antwerp',
                title: 'Northwind launches Dock, a battery swap network for shared e-bikes',
                subtitle: '40 stations in Ghent and Antwerp keep Northwind Share bikes on the street around the clock',
                summary:
                    'Northwind Dock stations replace a flat battery with a charged one in under 30 seconds. The first 40 stations are live in Ghent and Antwerp, and the company expects to cut van trips for its shared fleet by 70%.',
                body: [
                    p(
                        'Northwind Mobility today switched on the first 40 **Northwind Dock** stations in Ghent and Antwerp. Each station holds twelve batteries and charges them with electricity from the city grid under a renewable supply contract.',
                    ),
                    p(
                        'Until now, shared bikes with a low battery had to be collected by van, charged at the depot and brought back. With Dock, a fleet technician on a cargo bike swaps the battery on the spot, and riders who return a bike with less than 20% charge to a Dock station get their next ride free.',
                    ),
                    video(DOCK_VIDEO_URL, DOCK_VIDEO),
                    h2('How a swap works'),
                    ol(
                        'Park the bike in front of the station and scan the QR code on the screen.',
                        'The battery lock opens and a charged battery is released from its slot.',
                        'Slide in the charged battery until it clicks, and place the empty one in the open slot.',
                    ),
                    quote(
                        '“Every van trip we avoid saves money, road space and emissions. Dock is the single biggest efficiency step in the history of Northwind Share.” — Leila Haddad, Chief Operating Officer',
                    ),
                ],
            },
            fr: {
                slug: 'northwind-dock-stations-echange-batteries',
                title: 'Northwind lance Dock, un réseau d’échange de batteries pour ses vélos partagés',
                subtitle:
                    '40 stations à Gand et Anvers permettent aux vélos Northwind Share de rester en circulation jour et nuit',
                summary:
                    'Les stations Northwind Dock remplacent une batterie vide par une batterie chargée en moins de 30 secondes. Les 40 premières sont en service à Gand et à Anvers, et l’entreprise prévoit de réduire de 70 % les trajets en camionnette.',
                body: [
                    p(
                        'Northwind Mobility a mis en service aujourd’hui les 40 premières stations **Northwind Dock** à Gand et à Anvers. Chaque station contient douze batteries, rechargées avec de l’électricité d’origine renouvelable.',
                    ),
                    p(
                        'Jusqu’ici, les vélos partagés dont la batterie était faible devaient être récupérés en camionnette, rechargés au dépôt puis remis en place. Avec Dock, un technicien à vélo cargo échange la batterie sur place, et les usagers qui déposent un vélo chargé à moins de 20 % dans une station Dock bénéficient d’un trajet gratuit.',
                    ),
                    video(DOCK_VIDEO_URL, DOCK_VIDEO),
                    h2('Un échange en trois étapes'),
                    ol(
                        'Garez le vélo devant la station et scannez le QR code affiché à l’écran.',
                        'Le verrou de la batterie s’ouvre et une batterie chargée est libérée.',
                        'Insérez la batterie chargée jusqu’au déclic, puis placez la batterie vide dans le logement ouvert.',
                    ),
                    quote(
                        '« Chaque trajet en camionnette évité, c’est de l’argent, de l’espace public et des émissions en moins. Dock est le plus grand gain d’efficacité de l’histoire de Northwind Share. » — Leila Haddad, directrice des opérations',
                    ),
                ],
            },
            ar: {
                slug: 'northwind-dock-ar',
                title: 'نورث ويند تطلق «دوك»، شبكة لتبديل بطاريات الدراجات التشاركية',
                subtitle: '40 محطة في غنت وأنتويرب تُبقي دراجات نورث ويند شير في الشوارع على مدار الساعة',
                summary:
                    'تستبدل محطات نورث ويند دوك البطارية الفارغة بأخرى مشحونة في أقل من 30 ثانية. وقد بدأ تشغيل أول 40 محطة في غنت وأنتويرب، وتتوقع الشركة خفض رحلات الشاحنات الصغيرة لأسطولها بنسبة 70%.',
                body: [
                    p(
                        'شغّلت نورث ويند موبيليتي اليوم أول 40 محطة من شبكة **نورث ويند دوك** في مدينتي غنت وأنتويرب. وتتسع كل محطة لاثنتي عشرة بطارية تُشحن بكهرباء من مصادر متجددة.',
                    ),
                    p(
                        'في السابق، كان لا بد من نقل الدراجات ذات البطارية المنخفضة بشاحنة صغيرة إلى المستودع لشحنها ثم إعادتها. أما مع «دوك»، فيستبدل فني الأسطول البطارية في مكانها، ويحصل المستخدم الذي يعيد دراجة بشحن أقل من 20% إلى محطة دوك على رحلته التالية مجاناً.',
                    ),
                    video(DOCK_VIDEO_URL, DOCK_VIDEO),
                    quote(
                        '«كل رحلة بالشاحنة نتجنبها توفر المال والمساحة في الطريق والانبعاثات. إن دوك هي أكبر خطوة لرفع الكفاءة في تاريخ نورث ويند شير.» — ليلى حداد، الرئيسة التنفيذية للعمليات',
                    ),
                ],
            },
            de: {
                slug: 'northwind-dock-akkutausch-netz',
                title: 'Northwind startet Dock, ein Akkutausch-Netz für Sharing-E-Bikes',
                subtitle:
                    '40 Stationen in Gent und Antwerpen halten die Räder von Northwind Share rund um die Uhr auf der Straße',
                summary:
                    'Northwind-Dock-Stationen tauschen einen leeren Akku in weniger als 30 Sekunden gegen einen vollen. Die ersten 40 Stationen sind in Gent und Antwerpen in Betrieb; Northwind rechnet mit 70 % weniger Transporterfahrten für die Sharing-Flotte.',
                body: [
                    p(
                        'Northwind Mobility hat heute die ersten 40 **Northwind-Dock**-Stationen in Gent und Antwerpen in Betrieb genommen. Jede Station fasst zwölf Akkus und lädt sie mit Ökostrom.',
                    ),
                    p(
                        'Bisher mussten Sharing-Räder mit schwachem Akku per Transporter eingesammelt, im Depot geladen und wieder verteilt werden. Mit Dock tauscht ein Flottentechniker auf dem Lastenrad den Akku direkt vor Ort. Wer ein Rad mit weniger als 20 % Ladung an einer Dock-Station abstellt, fährt das nächste Mal gratis.',
                    ),
                    video(DOCK_VIDEO_URL, DOCK_VIDEO),
                    quote(
                        '„Jede eingesparte Transporterfahrt spart Geld, Platz auf der Straße und Emissionen. Dock ist der größte Effizienzschritt in der Geschichte von Northwind Share.“ – Leila Haddad, Chief Operating Officer',
                    ),
                ],
            },
            nl: {
                slug: 'northwind-dock-batterijwissel-gent-antwerpen',
                title: 'Northwind lanceert Dock, een netwerk van wisselstations voor deelfietsen',
                subtitle:
                    '40 stations in Gent en Antwerpen houden de fietsen van Northwind Share dag en nacht op straat',
                summary:
                    'Een Northwind Dock-station vervangt een lege batterij in minder dan 30 seconden door een volle. De eerste 40 stations staan in Gent en Antwerpen.',
                status: 'draft',
                publishedAt: null,
                updatedAt: '2025-01-20T16:40:00Z',
                body: [
                    p(
                        'Northwind Mobility heeft vandaag de eerste 40 **Northwind Dock**-stations in Gent en Antwerpen in gebruik genomen. Elk station bevat twaalf batterijen, die worden opgeladen met groene stroom.',
                    ),
                    p(
                        'Tot nu toe moesten deelfietsen met een bijna lege batterij met een bestelwagen worden opgehaald, in het depot worden opgeladen en weer worden teruggebracht. Met Dock wisselt een technicus op een bakfiets de batterij ter plaatse.',
                    ),
                    quote(
                        '“Elke rit met de bestelwagen die we vermijden, bespaart geld, ruimte op straat en uitstoot.” — Leila Haddad, Chief Operating Officer',
                    ),
                ],
            },
        },
    },
    {
        key: 'fy2024-results',
        date: '2025-02-18T06:30:00Z',
        categories: ['finance'],
        image: 'results-fy2024',
        author: 'marc',
        versions: {
            en: {
                slug: 'northwind-full-year-2024-results',
                title: 'Full-year 2024 results: revenue up 64%, first positive EBITDA',
                subtitle: 'Northwind Mobility expects revenue of €250–270 million in 2025',
                summary:
                    'Northwind Mobility closed 2024 with revenue of €184.1 million, up 64%, and its first full year of positive adjusted EBITDA at €14.8 million. The company sold 61,300 bikes and its shared fleets recorded 4.1 million rides.',
                canonicalUrl: 'https://investors.northwind.example/results/fy-2024',
                body: [
                    p(
                        'Northwind Mobility today published its results for the year ended 31 December 2024. Revenue grew **64%** to €184.1 million, and adjusted EBITDA turned positive at €14.8 million, against a loss of €3.2 million in 2023.',
                    ),
                    table(...FY2024_TABLE.en),
                    h2('Outlook for 2025'),
                    ul(
                        'Revenue between €250 million and €270 million',
                        'Adjusted EBITDA margin of 8% to 10%',
                        'Launch of the Kestrel speed pedelec in the second quarter',
                        'Capital expenditure of around €30 million, mainly for Dock stations and a second assembly line',
                    ),
                    attachment('fy2024-key-figures', 'Key figures 2024 (CSV)'),
                    contact('sofie', 'signature'),
                ],
            },
            fr: {
                slug: 'northwind-resultats-annuels-2024',
                title: 'Résultats annuels 2024 : chiffre d’affaires en hausse de 64 %, premier EBITDA positif',
                subtitle: 'Northwind Mobility vise un chiffre d’affaires de 250 à 270 M€ en 2025',
                summary:
                    'Northwind Mobility a clôturé 2024 avec un chiffre d’affaires de 184,1 M€, en hausse de 64 %, et un EBITDA ajusté positif de 14,8 M€ sur l’ensemble de l’exercice, une première.',
                body: [
                    p(
                        'Northwind Mobility publie aujourd’hui ses résultats pour l’exercice clos le 31 décembre 2024. Le chiffre d’affaires progresse de **64 %** à 184,1 M€ et l’EBITDA ajusté devient positif à 14,8 M€, contre une perte de 3,2 M€ en 2023.',
                    ),
                    table(...FY2024_TABLE.fr),
                    h2('Perspectives 2025'),
                    ul(
                        'Chiffre d’affaires compris entre 250 et 270 M€',
                        'Marge d’EBITDA ajusté de 8 à 10 %',
                        'Lancement du speed pedelec Kestrel au deuxième trimestre',
                        'Investissements d’environ 30 M€, principalement pour les stations Dock et une deuxième ligne d’assemblage',
                    ),
                    attachment('fy2024-key-figures', 'Chiffres clés 2024 (CSV)'),
                ],
            },
            ar: {
                slug: 'نتائج-نورث-ويند-السنوية-2024',
                title: 'النتائج السنوية لعام 2024: نمو الإيرادات 64% وأول أرباح تشغيلية إيجابية',
                subtitle: 'نورث ويند موبيليتي تتوقع إيرادات بين 250 و270 مليون يورو في 2025',
                summary:
                    'أنهت نورث ويند موبيليتي عام 2024 بإيرادات بلغت 184.1 مليون يورو بزيادة 64%، وحققت لأول مرة أرباحاً معدلة قبل الفوائد والضرائب والإهلاك بقيمة 14.8 مليون يورو على مدار العام.',
                body: [
                    p(
                        'أعلنت نورث ويند موبيليتي اليوم نتائجها للسنة المنتهية في 31 ديسمبر 2024. وارتفعت الإيرادات بنسبة **64%** لتصل إلى 184.1 مليون يورو، فيما تحولت الأرباح المعدلة قبل الفوائد والضرائب والإهلاك إلى 14.8 مليون يورو، مقابل خسارة قدرها 3.2 مليون يورو في عام 2023.',
                    ),
                    table(...FY2024_TABLE.ar),
                    h2('التوقعات لعام 2025'),
                    ul(
                        'إيرادات تتراوح بين 250 و270 مليون يورو',
                        'هامش أرباح معدلة بين 8% و10%',
                        'إطلاق دراجة كيستريل السريعة في الربع الثاني',
                    ),
                ],
            },
        },
    },
    {
        key: 'munich-service-hub',
        date: '2025-03-11T09:00:00Z',
        categories: ['company'],
        image: 'munich-service-hub',
        versions: {
            de: {
                slug: 'northwind-eroeffnet-service-hub-in-muenchen',
                title: 'Northwind eröffnet Service-Hub in München',
                subtitle: 'Werkstatt, Testflotte und Schulungszentrum für Fachhändler in Süddeutschland und Österreich',
                summary:
                    'Northwind Mobility hat in München-Obersendling einen Service-Hub mit Werkstatt, Ersatzteillager und Schulungsräumen eröffnet. Von dort aus betreut das Unternehmen 85 Fachhändler in Bayern, Baden-Württemberg und Österreich.',
                body: [
                    p(
                        'MÜNCHEN – Northwind Mobility hat heute seinen ersten Service-Hub in Deutschland eröffnet. Auf 1.800 m² in München-Obersendling befinden sich eine Werkstatt, ein Ersatzteillager mit mehr als 4.000 Artikeln und zwei Schulungsräume.',
                    ),
                    p(
                        'Fachhändler erhalten Ersatzteile künftig **innerhalb von 24 Stunden**. Zudem schult Northwind dort Mechanikerinnen und Mechaniker für die Wartung von Riemenantrieben und Akkus – rund 300 Teilnehmende pro Jahr.',
                    ),
                    img('munich-service-hub', 'Die Werkstatt im neuen Service-Hub in München-Obersendling.'),
                    quote(
                        '„Ein E-Bike ist nur so gut wie der Service dahinter. Mit dem Hub in München sind wir für unsere Händler in Süddeutschland und Österreich in wenigen Stunden erreichbar.“ – Anna Keller, Geschäftsführerin Northwind Mobility GmbH',
                    ),
                ],
            },
        },
    },
    {
        key: 'kestrel-launch',
        date: '2025-04-15T08:00:00Z',
        categories: ['products'],
        image: 'kestrel-studio',
        versions: {
            en: {
                slug: 'introducing-kestrel-speed-pedelec',
                title: 'Introducing Kestrel: a 45 km/h speed pedelec for longer commutes',
                subtitle: 'ABS, a 750 Wh battery and up to 130 km of range for riders who cover 20 km or more each way',
                summary:
                    'Kestrel is Northwind’s first speed pedelec. It assists up to 45 km/h, has anti-lock brakes as standard and is homologated as an L1e-B moped. It costs €5,490 and is available from today in Belgium, the Netherlands and Germany.',
                body: [
                    p(
                        'Northwind Mobility today launched **Kestrel**, a speed pedelec designed for commutes of 15 to 40 km. Its 85 Nm motor assists up to 45 km/h, and its 750 Wh battery gives a range of up to 130 km.',
                    ),
                    img('kestrel-road', 'Kestrel on the road between Ghent and Deinze.', 'expanded'),
                    h2('Built for speed, and for stopping'),
                    ul(
                        'Anti-lock braking system with hydraulic four-piston brakes',
                        'Integrated high-beam headlight, brake light and indicators',
                        'Suspension fork and seat post for rough cycle paths',
                        'GPS tracking and motor lock through the Northwind app',
                    ),
                    quote(
                        '“Most of the feedback from riders in Frankfurt last year was about braking and visibility. That is why ABS and indicators are standard on every Kestrel.” — Tomás Ribeiro, Chief Product Officer',
                    ),
                    p(
                        'Kestrel costs €5,490 and can be ordered from today. In France, where speed pedelecs require a separate insurance and registration process, it will be available in September.',
                    ),
                ],
            },
            fr: {
                slug: 'kestrel-speed-pedelec-45-kmh',
                title: 'Kestrel, le speed pedelec à 45 km/h de Northwind',
                subtitle:
                    'ABS, batterie de 750 Wh et jusqu’à 130 km d’autonomie pour les trajets domicile-travail de plus de 20 km',
                summary:
                    'Kestrel est le premier speed pedelec de Northwind. Il assiste jusqu’à 45 km/h, est équipé d’un ABS de série et homologué en cyclomoteur L1e-B. Il sera disponible en France en septembre au prix de 5 490 €.',
                body: [
                    p(
                        'Northwind Mobility lance aujourd’hui **Kestrel**, un speed pedelec conçu pour des trajets de 15 à 40 km. Son moteur de 85 Nm assiste jusqu’à 45 km/h, et sa batterie de 750 Wh lui donne jusqu’à 130 km d’autonomie.',
                    ),
                    img('kestrel-road', 'Kestrel sur la route entre Gand et Deinze.', 'expanded'),
                    h2('Rapide, et sûr au freinage'),
                    ul(
                        'ABS et freins hydrauliques à quatre pistons',
                        'Phare avec feu de route, feu stop et clignotants intégrés',
                        'Fourche et tige de selle suspendues',
                        'Géolocalisation et verrouillage du moteur depuis l’application Northwind',
                    ),
                    p(
                        'En France, les speed pedelecs doivent être immatriculés et assurés comme des cyclomoteurs. Kestrel y sera disponible en septembre, au prix de 5 490 €, avec une offre d’assurance proposée par notre partenaire Velora.',
                    ),
                ],
            },
            ar: {
                slug: 'كيستريل-دراجة-كهربائية-سريعة',
                title: 'نورث ويند تطلق «كيستريل»، دراجة كهربائية سريعة بسرعة 45 كم/ساعة',
                subtitle: 'نظام منع انغلاق المكابح وبطارية 750 واط/ساعة ومدى يصل إلى 130 كم',
                summary:
                    'كيستريل أول دراجة كهربائية سريعة من نورث ويند، تقدم المساعدة حتى سرعة 45 كم/ساعة وتأتي بنظام منع انغلاق المكابح كتجهيز قياسي. يبلغ سعرها 5,490 يورو.',
                body: [
                    p(
                        'أطلقت نورث ويند موبيليتي اليوم دراجة **كيستريل** المصممة للتنقل اليومي لمسافات تتراوح بين 15 و40 كم. ويوفر محركها بعزم 85 نيوتن متر المساعدة حتى سرعة 45 كم/ساعة، فيما تمنحها بطاريتها بسعة 750 واط/ساعة مدى يصل إلى 130 كم.',
                    ),
                    ul(
                        'نظام منع انغلاق المكابح مع مكابح هيدروليكية رباعية المكابس',
                        'مصباح أمامي بإضاءة عالية وضوء مكابح وإشارات انعطاف مدمجة',
                        'شوكة أمامية وعمود مقعد بنظام تعليق',
                        'تتبع عبر GPS وقفل للمحرك من خلال تطبيق نورث ويند',
                    ),
                    quote(
                        '«تمحورت معظم ملاحظات الدراجين العام الماضي حول الكبح والرؤية، ولهذا أصبح نظام منع الانغلاق وإشارات الانعطاف تجهيزاً قياسياً في كل دراجة كيستريل.» — توماس ريبيرو، الرئيس التنفيذي للمنتجات',
                    ),
                ],
            },
            de: {
                slug: 'kestrel-s-pedelec-vorgestellt',
                title: 'Kestrel: das S-Pedelec von Northwind für lange Pendelstrecken',
                subtitle:
                    'ABS, 750-Wh-Akku und bis zu 130 km Reichweite für alle, die pro Strecke 20 km und mehr fahren',
                summary:
                    'Kestrel ist das erste S-Pedelec von Northwind. Es unterstützt bis 45 km/h, hat serienmäßig ABS und ist als Kleinkraftrad der Klasse L1e-B zugelassen. Es kostet 5.490 Euro und ist ab heute in Deutschland erhältlich.',
                body: [
                    p(
                        'Northwind Mobility bringt heute **Kestrel** auf den Markt, ein S-Pedelec für Pendelstrecken von 15 bis 40 km. Der Motor mit 85 Nm unterstützt bis 45 km/h, der 750-Wh-Akku ermöglicht bis zu 130 km Reichweite.',
                    ),
                    img('kestrel-road', 'Kestrel auf der Landstraße zwischen Gent und Deinze.', 'expanded'),
                    ul(
                        'ABS mit hydraulischen Vierkolbenbremsen',
                        'Scheinwerfer mit Fernlicht, Bremslicht und Blinker integriert',
                        'Federgabel und gefederte Sattelstütze',
                        'GPS-Ortung und Motorsperre über die Northwind-App',
                    ),
                    quote(
                        '„Das meiste Feedback aus Frankfurt betraf Bremsen und Sichtbarkeit. Deshalb sind ABS und Blinker bei jedem Kestrel serienmäßig.“ – Tomás Ribeiro, Chief Product Officer',
                    ),
                ],
            },
        },
    },
    {
        key: 'share-10-million',
        date: '2025-05-06T07:00:00Z',
        categories: ['company'],
        image: 'share-10-million',
        versions: {
            en: {
                slug: 'northwind-share-reaches-10-million-rides',
                title: 'Northwind Share reaches 10 million rides',
                subtitle: 'Ghent, Antwerp and Lyon riders passed the milestone three years after the service started',
                summary:
                    'The shared e-bike service Northwind Share recorded its ten millionth ride on Saturday, in Lyon. Riders have covered 31 million kilometres since the first bikes went out in Ghent in 2022.',
                body: [
                    p(
                        'Northwind Share, the shared e-bike service run by Northwind Mobility in Ghent, Antwerp and Lyon, recorded its **ten millionth ride** on Saturday 3 May at 17:42, from Place Bellecour in Lyon.',
                    ),
                    ul(
                        '31 million kilometres ridden since 2022',
                        'Average ride: 3.1 km in 14 minutes',
                        '41% of rides start or end within 200 m of a train, tram or bus stop',
                    ),
                    quote(
                        '“Ten million rides means ten million times someone chose not to take the car or wait for a bus. That is what we measure ourselves by.” — Elise Vandamme, CEO',
                    ),
                ],
            },
            fr: {
                slug: 'northwind-share-10-millions-de-trajets-lyon',
                title: 'Northwind Share franchit les 10 millions de trajets',
                subtitle: 'Note à l’attention des partenaires lyonnais : chiffres détaillés de la métropole',
                summary:
                    'Le dix-millionième trajet Northwind Share a été effectué samedi à Lyon. Cette version détaillée est réservée aux partenaires du service dans la métropole.',
                visibility: 'private',
                body: [
                    p(
                        'Le service de vélos électriques partagés Northwind Share a enregistré son **dix-millionième trajet** le samedi 3 mai à 17 h 42, au départ de la place Bellecour à Lyon.',
                    ),
                    ul(
                        'Lyon représente 38 % des trajets depuis janvier',
                        'Durée moyenne d’un trajet lyonnais : 13 minutes',
                        '46 % des trajets commencent ou se terminent à moins de 200 m d’un arrêt TransUrb',
                    ),
                    p(
                        'Ces chiffres sont partagés avec nos partenaires avant leur publication dans le bilan annuel. Merci de ne pas les diffuser.',
                    ),
                ],
            },
        },
    },
    {
        key: 'villeurbanne',
        date: '2025-05-27T08:00:00Z',
        categories: ['company'],
        image: 'villeurbanne-share',
        versions: {
            fr: {
                slug: 'northwind-share-arrive-a-villeurbanne',
                title: 'Northwind Share s’étend à Villeurbanne',
                subtitle: '400 vélos et 35 nouvelles stations, dont 12 sur le campus de la Doua',
                summary:
                    'À partir du 2 juin, les vélos électriques Northwind Share pourront être empruntés et déposés à Villeurbanne. L’extension ajoute 400 vélos et 35 stations au réseau lyonnais.',
                body: [
                    p(
                        'Le service **Northwind Share** s’étend à Villeurbanne à partir du lundi 2 juin. 400 vélos supplémentaires et 35 stations complètent le réseau de la métropole, qui compte désormais 2 400 vélos.',
                    ),
                    p(
                        'Douze stations sont installées sur le campus de la Doua, à la demande des établissements d’enseignement supérieur. Les étudiantes et étudiants bénéficient d’un abonnement annuel à 29 €.',
                    ),
                    quote(
                        '« Les trajets entre Villeurbanne et le centre de Lyon faisaient partie des plus demandés dans l’application. Il était logique d’y installer des stations. » — Julien Morel, directeur France',
                    ),
                ],
            },
        },
    },
];
