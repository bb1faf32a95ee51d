import { attachment, bookmark, contact, gallery, h2, img, p, quote, ul } from '../blocks';
import type { StoryGroup } from '../types';

const AURORA_GALLERY = {
    en: [
        ['aurora-studio-side', 'Aurora in Fjord Teal, the launch colour.'],
        ['aurora-riverside', 'Early commute along the Leie in Ghent.'],
        ['aurora-city-evening', 'The integrated lights switch on automatically at dusk.'],
        ['aurora-night-ride', 'Aurora’s rear light doubles as a brake light.'],
    ],
    fr: [
        ['aurora-studio-side', 'Aurora en coloris Fjord Teal, la teinte de lancement.'],
        ['aurora-riverside', 'Trajet matinal le long de la Lys, à Gand.'],
        ['aurora-city-evening', 'L’éclairage intégré s’allume automatiquement à la tombée du jour.'],
        ['aurora-night-ride', 'Le feu arrière d’Aurora fait aussi office de feu stop.'],
    ],
    ar: [
        ['aurora-studio-side', 'دراجة أورورا بلون «فيورد تيل» المخصص للإطلاق.'],
        ['aurora-riverside', 'رحلة الصباح على ضفاف نهر لاي في مدينة غنت.'],
        ['aurora-city-evening', 'تعمل الإضاءة المدمجة تلقائياً عند حلول المساء.'],
        ['aurora-night-ride', 'يعمل الضوء الخلفي في أورورا أيضاً كضوء للمكابح.'],
    ],
    de: [
        ['aurora-studio-side', 'Aurora in Fjord Teal, der Farbe zum Marktstart.'],
        ['aurora-riverside', 'Morgens unterwegs an der Leie in Gent.'],
        ['aurora-city-evening', 'Die integrierte Beleuchtung schaltet sich bei Dämmerung automatisch ein.'],
        ['aurora-night-ride', 'Das Rücklicht der Aurora dient zugleich als Bremslicht.'],
    ],
} as const;

const galleryOf = (lang: keyof typeof AURORA_GALLERY) =>
    gallery(...AURORA_GALLERY[lang].map(([image, caption]) => [image, caption] as [string, string]));

export const STORIES_2024_SPRING: StoryGroup[] = [
    {
        key: 'aurora-launch',
        date: '2024-03-12T08:00:00Z',
        categories: ['products'],
        image: 'aurora-studio-side',
        versions: {
            en: {
                slug: 'northwind-unveils-aurora-city-e-bike',
                title: 'Northwind Mobility unveils Aurora, its lightest city e-bike yet',
                subtitle: 'At 19.8 kg with a 500 Wh battery and a belt drive, Aurora is built for daily urban riding',
                summary:
                    'Northwind Mobility today introduced Aurora, a step-through city e-bike designed and assembled in Belgium. It weighs 19.8 kg, rides up to 110 km on a charge and goes on sale in Belgium, the Netherlands, France and Germany on 15 April at €2,890.',
                body: [
                    p(
                        'GHENT, Belgium — **Northwind Mobility** today introduced *Aurora*, a step-through city e-bike designed for people who ride every day, in every season. Aurora weighs 19.8 kg, carries a 500 Wh battery hidden in the down tube and rides up to 110 km on a single charge.',
                    ),
                    p(
                        'A maintenance-free carbon belt, an automatic five-speed hub and hydraulic disc brakes keep running costs low. The frame is available in two sizes and three colours, and every bike is assembled and tested in Ghent.',
                    ),
                    quote(
                        '“Most of our riders use their bike to get to work, school or the shops. Aurora is built for exactly that: it is light enough to carry up a few stairs and robust enough to ride through a Belgian winter.” — Elise Vandamme, co-founder and CEO',
                    ),
                    h2('Key specifications'),
                    ul(
                        '**Weight:** 19.8 kg (size M)',
                        '**Battery:** 500 Wh, removable, full charge in 4.5 hours',
                        '**Range:** up to 110 km, depending on the assistance level',
                        '**Drive:** carbon belt with automatic five-speed hub',
                        '**Price:** €2,890, including two years of free servicing',
                    ),
                    galleryOf('en'),
                    attachment('aurora-fact-sheet', 'Aurora fact sheet (PDF)'),
                    contact('sofie'),
                ],
            },
            fr: {
                slug: 'northwind-devoile-aurora-velo-electrique-urbain',
                title: 'Northwind Mobility dévoile Aurora, son vélo électrique urbain le plus léger',
                subtitle:
                    '19,8 kg, une batterie de 500 Wh et une transmission par courroie : Aurora est pensé pour la ville au quotidien',
                summary:
                    'Northwind Mobility présente Aurora, un vélo électrique urbain à cadre ouvert conçu et assemblé en Belgique. Il pèse 19,8 kg, offre jusqu’à 110 km d’autonomie et sera disponible en Belgique, aux Pays-Bas, en France et en Allemagne dès le 15 avril, au prix de 2 890 €.',
                body: [
                    p(
                        'GAND, Belgique — **Northwind Mobility** présente aujourd’hui *Aurora*, un vélo électrique urbain à cadre ouvert destiné à celles et ceux qui roulent tous les jours, par tous les temps. Aurora pèse 19,8 kg, embarque une batterie de 500 Wh intégrée au tube diagonal et parcourt jusqu’à 110 km avec une seule charge.',
                    ),
                    p(
                        'Courroie carbone sans entretien, moyeu automatique à cinq vitesses et freins à disque hydrauliques : les frais d’usage restent limités. Le cadre existe en deux tailles et trois coloris, et chaque vélo est assemblé et contrôlé à Gand.',
                    ),
                    quote(
                        '« La plupart de nos clients utilisent leur vélo pour aller au travail, à l’école ou faire leurs courses. Aurora a été conçu pour cela : assez léger pour être porté dans quelques marches, assez robuste pour affronter un hiver belge. » — Elise Vandamme, cofondatrice et directrice générale',
                    ),
                    h2('Caractéristiques principales'),
                    ul(
                        '**Poids :** 19,8 kg (taille M)',
                        '**Batterie :** 500 Wh, amovible, recharge complète en 4 h 30',
                        '**Autonomie :** jusqu’à 110 km selon le niveau d’assistance',
                        '**Transmission :** courroie carbone et moyeu automatique à cinq vitesses',
                        '**Prix :** 2 890 €, entretien offert pendant deux ans',
                    ),
                    galleryOf('fr'),
                    attachment('aurora-fact-sheet', 'Fiche technique Aurora (PDF, en anglais)'),
                    contact('camille'),
                ],
            },
            ar: {
                slug: 'نورث-ويند-تكشف-عن-دراجة-أورورا',
                title: 'نورث ويند موبيليتي تكشف عن «أورورا»، أخف دراجة كهربائية للمدن في تشكيلتها',
                subtitle:
                    'بوزن 19.8 كغ وبطارية سعتها 500 واط/ساعة وحزام نقل حركة، صُممت أورورا للتنقل اليومي في المدينة',
                summary:
                    'أعلنت نورث ويند موبيليتي اليوم عن «أورورا»، دراجة كهربائية للمدن بإطار منخفض صُممت وجُمّعت في بلجيكا. تزن الدراجة 19.8 كغ، وتقطع ما يصل إلى 110 كم بالشحنة الواحدة، وتُطرح في بلجيكا وهولندا وفرنسا وألمانيا اعتباراً من 15 أبريل بسعر 2,890 يورو.',
                body: [
                    p(
                        'غنت، بلجيكا — كشفت **نورث ويند موبيليتي** اليوم عن دراجة *أورورا*، وهي دراجة كهربائية بإطار منخفض موجهة لمن يستخدمون الدراجة يومياً وفي جميع الفصول. تزن أورورا 19.8 كغ، وتضم بطارية بسعة 500 واط/ساعة مدمجة في الأنبوب السفلي، وتقطع حتى 110 كم بالشحنة الواحدة.',
                    ),
                    p(
                        'ويساعد حزام الكربون الذي لا يحتاج إلى صيانة، وناقل الحركة الأوتوماتيكي بخمس سرعات، والمكابح القرصية الهيدروليكية على خفض تكاليف الاستخدام. ويتوفر الإطار بمقاسين وثلاثة ألوان، وتُجمّع كل دراجة وتُختبر في مدينة غنت.',
                    ),
                    quote(
                        '«يستخدم معظم عملائنا الدراجة للذهاب إلى العمل أو المدرسة أو التسوق. وقد صممنا أورورا لهذا الغرض تحديداً: خفيفة بما يكفي لحملها على بضع درجات، ومتينة بما يكفي لمواجهة شتاء بلجيكا.» — إليز فانْدام، الشريكة المؤسسة والرئيسة التنفيذية',
                    ),
                    h2('المواصفات الرئيسية'),
                    ul(
                        '**الوزن:** 19.8 كغ (المقاس M)',
                        '**البطارية:** 500 واط/ساعة، قابلة للفك، وتُشحن بالكامل خلال أربع ساعات ونصف',
                        '**المدى:** حتى 110 كم بحسب مستوى المساعدة',
                        '**نقل الحركة:** حزام كربون مع ناقل أوتوماتيكي بخمس سرعات',
                        '**السعر:** 2,890 يورو، مع صيانة مجانية لمدة عامين',
                    ),
                    galleryOf('ar'),
                    contact('yasmin'),
                ],
            },
            de: {
                slug: 'northwind-stellt-aurora-city-e-bike-vor',
                title: 'Northwind Mobility stellt Aurora vor – das bislang leichteste City-E-Bike der Marke',
                subtitle:
                    '19,8 kg, 500-Wh-Akku und Riemenantrieb: Aurora ist für den täglichen Weg durch die Stadt gebaut',
                summary:
                    'Northwind Mobility hat heute Aurora vorgestellt, ein City-E-Bike mit tiefem Einstieg, das in Belgien entwickelt und montiert wird. Es wiegt 19,8 kg, fährt bis zu 110 km mit einer Akkuladung und ist ab dem 15. April in Belgien, den Niederlanden, Frankreich und Deutschland für 2.890 Euro erhältlich.',
                body: [
                    p(
                        'GENT, Belgien – **Northwind Mobility** hat heute *Aurora* vorgestellt, ein City-E-Bike mit tiefem Einstieg für alle, die täglich und bei jedem Wetter Rad fahren. Aurora wiegt 19,8 kg, trägt einen 500-Wh-Akku im Unterrohr und schafft bis zu 110 km mit einer Ladung.',
                    ),
                    p(
                        'Ein wartungsfreier Carbonriemen, eine automatische Fünfgang-Nabe und hydraulische Scheibenbremsen halten die Betriebskosten niedrig. Der Rahmen ist in zwei Größen und drei Farben erhältlich; jedes Rad wird in Gent montiert und geprüft.',
                    ),
                    quote(
                        '„Die meisten unserer Kundinnen und Kunden fahren mit dem Rad zur Arbeit, zur Schule oder zum Einkaufen. Genau dafür haben wir Aurora gebaut: leicht genug, um es ein paar Stufen hochzutragen, und robust genug für einen belgischen Winter.“ – Elise Vandamme, Mitgründerin und CEO',
                    ),
                    h2('Technische Daten'),
                    ul(
                        '**Gewicht:** 19,8 kg (Größe M)',
                        '**Akku:** 500 Wh, herausnehmbar, in 4,5 Stunden voll geladen',
                        '**Reichweite:** bis zu 110 km, je nach Unterstützungsstufe',
                        '**Antrieb:** Carbonriemen mit automatischer Fünfgang-Nabe',
                        '**Preis:** 2.890 Euro inklusive zwei Jahren kostenloser Wartung',
                    ),
                    galleryOf('de'),
                    contact('lukas'),
                ],
            },
        },
    },
    {
        key: 'ghent-plant',
        date: '2024-04-09T09:30:00Z',
        categories: ['company'],
        image: 'plant-assembly-hall',
        versions: {
            en: {
                slug: 'northwind-opens-assembly-plant-in-ghent',
                title: 'Northwind opens its first assembly plant in Ghent',
                subtitle: 'The 22,000 m² site can build 60,000 e-bikes a year and creates 180 jobs',
                summary:
                    'Northwind Mobility has opened its own assembly plant in the port of Ghent. The site brings frame finishing, wheel building, assembly and quality control under one roof and runs on electricity from its own 3.2 MWp rooftop solar array.',
                body: [
                    p(
                        'Northwind Mobility today opened its first assembly plant, a 22,000 m² site in the port of Ghent. Until now, Northwind bikes were assembled by a contract manufacturer in Portugal. From this month, every Aurora will roll off the line in Ghent.',
                    ),
                    p(
                        'The plant has capacity for **60,000 e-bikes a year** on two shifts and employs 180 people, most of them recruited locally and trained in our own [Northwind Academy](https://northwind.example/careers/academy). A 3.2 MWp solar array on the roof covers most of the site’s electricity needs.',
                    ),
                    img(
                        'plant-line-evening',
                        'The main assembly line, where each bike passes through 14 stations.',
                        'expanded',
                    ),
                    quote(
                        '“Building our bikes ourselves, a few kilometres from where we design them, means we can fix a problem on the line the same afternoon. It also means shorter delivery times for our dealers.” — Leila Haddad, Chief Operating Officer',
                    ),
                    gallery(
                        ['plant-assembly-hall', 'The assembly hall seen from the mezzanine.'],
                        ['plant-quality-lab', 'Every battery is tested before it is fitted.'],
                        ['plant-paint-shop', 'Frames are finished with low-solvent powder coating.'],
                        ['plant-solar-roof', 'The 3.2 MWp solar roof.'],
                    ),
                ],
            },
        },
    },
    {
        key: 'transurb-lyon',
        date: '2024-06-05T07:00:00Z',
        categories: ['partnerships', 'company'],
        image: 'lyon-share-fleet',
        versions: {
            en: {
                slug: 'northwind-and-transurb-bring-shared-e-bikes-to-lyon',
                title: 'Northwind and TransUrb bring 2,000 shared e-bikes to Lyon',
                subtitle: 'Northwind Share opens its first service outside Belgium in September',
                summary:
                    'Northwind Mobility and transport operator TransUrb have signed a seven-year contract to run a shared e-bike service in Lyon. 2,000 bikes and 180 stations will be in place by the end of 2024.',
                body: [
                    p(
                        'Northwind Mobility and TransUrb, which operates bus and tram networks in twelve French cities, have signed a seven-year contract to run a shared e-bike service in Lyon. **Northwind Share Lyon** opens on 16 September with 800 bikes and will reach 2,000 bikes at 180 stations by December.',
                    ),
                    p(
                        'Riders can unlock bikes with the Northwind Share app or with the TransUrb travel card. A single ride of up to 30 minutes costs €1, and TransUrb season ticket holders ride the first 45 minutes of every trip for free.',
                    ),
                    quote(
                        '“Lyon has one of the fastest-growing cycling networks in Europe. Together with TransUrb we can make an e-bike part of every journey, not a separate product.” — Julien Morel, Country Manager France',
                    ),
                    bookmark('https://transurb.example/actualites/northwind-share-lyon', {
                        type: 'link',
                        title: 'TransUrb × Northwind Share : le vélo électrique en libre-service arrive à Lyon',
                        description: 'Tarifs, carte des stations et calendrier de déploiement.',
                        provider_name: 'TransUrb',
                        provider_url: 'https://transurb.example',
                    }),
                ],
            },
            fr: {
                slug: 'northwind-et-transurb-deploient-2000-velos-a-lyon',
                title: 'Northwind et TransUrb déploient 2 000 vélos électriques en libre-service à Lyon',
                subtitle: 'Premier service Northwind Share hors de Belgique, lancement en septembre',
                summary:
                    'Northwind Mobility et l’opérateur de transport TransUrb ont signé un contrat de sept ans pour exploiter un service de vélos électriques partagés à Lyon. 2 000 vélos et 180 stations seront en place d’ici fin 2024.',
                body: [
                    p(
                        'Northwind Mobility et TransUrb, qui exploite des réseaux de bus et de tramway dans douze villes françaises, ont signé un contrat de sept ans pour un service de vélos électriques en libre-service à Lyon. **Northwind Share Lyon** ouvrira le 16 septembre avec 800 vélos et comptera 2 000 vélos répartis sur 180 stations en décembre.',
                    ),
                    p(
                        'Les vélos se déverrouillent avec l’application Northwind Share ou avec la carte TransUrb. Un trajet de 30 minutes maximum coûte 1 €, et les abonnés TransUrb bénéficient des 45 premières minutes gratuites à chaque trajet.',
                    ),
                    quote(
                        '« Lyon possède l’un des réseaux cyclables qui progressent le plus vite en Europe. Avec TransUrb, nous voulons que le vélo électrique fasse partie de chaque déplacement, et non qu’il soit un produit à part. » — Julien Morel, directeur France',
                    ),
                    bookmark('https://transurb.example/actualites/northwind-share-lyon', {
                        type: 'link',
                        title: 'TransUrb × Northwind Share : le vélo électrique en libre-service arrive à Lyon',
                        description: 'Tarifs, carte des stations et calendrier de déploiement.',
                        provider_name: 'TransUrb',
                        provider_url: 'https://transurb.example',
                    }),
                ],
            },
        },
    },
    {
        key: 'recrutement-aura',
        date: '2024-06-27T08:00:00Z',
        categories: ['company', 'people'],
        image: 'lyon-service-workshop',
        versions: {
            fr: {
                slug: 'northwind-recrute-120-techniciens-auvergne-rhone-alpes',
                title: 'Northwind recrute 120 techniciens cycle en Auvergne-Rhône-Alpes',
                subtitle: 'Un centre de maintenance ouvrira à Vénissieux pour entretenir la flotte lyonnaise',
                summary:
                    'Pour préparer le lancement de Northwind Share à Lyon, Northwind Mobility ouvre un centre de maintenance à Vénissieux et recrute 120 personnes d’ici la fin de l’année, dont 40 en alternance.',
                body: [
                    p(
                        'Northwind Mobility ouvrira en septembre un centre de maintenance de 3 500 m² à Vénissieux. Le site assurera l’entretien, la réparation et la recharge des 2 000 vélos du service **Northwind Share Lyon**.',
                    ),
                    p(
                        'L’entreprise recrute 120 personnes : techniciennes et techniciens cycle, logisticiens, régulateurs de flotte et agents de service client. Quarante postes sont ouverts en alternance, en partenariat avec deux centres de formation de la région.',
                    ),
                    ul(
                        'Contrats à durée indéterminée pour les postes de technicien',
                        'Formation de six semaines aux vélos Northwind, rémunérée',
                        'Horaires en deux équipes, du lundi au samedi',
                    ),
                    p(
                        'Les candidatures sont ouvertes sur [northwind.example/carrieres](https://northwind.example/carrieres). Une journée de recrutement aura lieu le 10 juillet à la Maison de l’emploi de Vénissieux.',
                    ),
                ],
            },
        },
    },
    {
        key: 'sustainability-2024',
        date: '2024-07-16T08:00:00Z',
        categories: ['sustainability'],
        image: 'sustainability-2024',
        versions: {
            en: {
                slug: 'northwind-first-sustainability-report',
                title: 'First sustainability report: lifecycle emissions per bike down 41%',
                subtitle: 'Northwind publishes audited figures for its bikes, plant and shared fleet',
                summary:
                    'In its first sustainability report, Northwind Mobility puts the lifecycle footprint of an average bike at 212 kg CO₂e, 41% lower than in 2021. The report covers the whole value chain, from aluminium smelting to end-of-life.',
                body: [
                    p(
                        'Northwind Mobility today published its first sustainability report, covering the 2023 financial year. The figures were prepared under the GHG Protocol and reviewed by an independent auditor.',
                    ),
                    h2('Main findings'),
                    ul(
                        'An average Northwind bike causes **212 kg CO₂e** over its life, down from 359 kg in 2021.',
                        '78% of the aluminium in our frames comes from smelters powered by renewable electricity.',
                        'Our Ghent headquarters and plant run on 100% renewable electricity.',
                        'We collected 6,900 used batteries through our take-back scheme.',
                    ),
                    img(
                        'sustainability-2024',
                        'Wind farms in the port of Ghent supply part of the plant’s electricity.',
                        'full-width',
                    ),
                    quote(
                        '“The biggest part of a bike’s footprint is made before it is ever ridden: in the aluminium and in the battery cells. That is where we are focusing our work with suppliers.” — Ingrid Solberg, Head of Sustainability',
                    ),
                    attachment('sustainability-fact-sheet-2024', 'Sustainability fact sheet 2024 (PDF)'),
                ],
            },
            fr: {
                slug: 'northwind-premier-rapport-developpement-durable',
                title: 'Premier rapport de durabilité : les émissions par vélo en baisse de 41 %',
                subtitle: 'Northwind publie des chiffres audités pour ses vélos, son usine et sa flotte partagée',
                summary:
                    'Dans son premier rapport de durabilité, Northwind Mobility évalue l’empreinte d’un vélo moyen sur l’ensemble de son cycle de vie à 212 kg CO₂e, soit 41 % de moins qu’en 2021.',
                body: [
                    p(
                        'Northwind Mobility publie aujourd’hui son premier rapport de durabilité, qui porte sur l’exercice 2023. Les données ont été établies selon le GHG Protocol et vérifiées par un auditeur indépendant.',
                    ),
                    h2('Principaux résultats'),
                    ul(
                        'Un vélo Northwind moyen émet **212 kg CO₂e** sur sa durée de vie, contre 359 kg en 2021.',
                        '78 % de l’aluminium de nos cadres provient de fonderies alimentées en électricité renouvelable.',
                        'Notre siège et notre usine de Gand fonctionnent à 100 % à l’électricité renouvelable.',
                        'Nous avons collecté 6 900 batteries usagées grâce à notre programme de reprise.',
                    ),
                    img(
                        'sustainability-2024',
                        'Les éoliennes du port de Gand fournissent une partie de l’électricité de l’usine.',
                        'full-width',
                    ),
                    quote(
                        '« L’essentiel de l’empreinte d’un vélo se crée avant même son premier kilomètre : dans l’aluminium et dans les cellules de batterie. C’est là que nous concentrons nos efforts avec nos fournisseurs. » — Ingrid Solberg, responsable du développement durable',
                    ),
                    attachment('sustainability-fact-sheet-2024', 'Fiche synthèse durabilité 2024 (PDF, en anglais)'),
                ],
            },
            ar: {
                slug: 'northwind-sustainability-report-2024',
                title: 'التقرير الأول للاستدامة: انخفاض انبعاثات الدراجة الواحدة بنسبة 41%',
                subtitle: 'نورث ويند تنشر أرقاماً مدققة عن دراجاتها ومصنعها وأسطولها التشاركي',
                summary:
                    'قدّرت نورث ويند موبيليتي في أول تقرير للاستدامة البصمة الكربونية للدراجة الواحدة على امتداد دورة حياتها بـ212 كغ من مكافئ ثاني أكسيد الكربون، أي أقل بنسبة 41% مما كانت عليه في عام 2021.',
                body: [
                    p(
                        'نشرت نورث ويند موبيليتي اليوم أول تقرير لها عن الاستدامة، ويغطي السنة المالية 2023. وقد أُعدت البيانات وفق بروتوكول غازات الدفيئة وراجعها مدقق مستقل.',
                    ),
                    h2('أبرز النتائج'),
                    ul(
                        'تبلغ انبعاثات دراجة نورث ويند المتوسطة **212 كغ** من مكافئ ثاني أكسيد الكربون طوال عمرها، مقارنة بـ359 كغ في عام 2021.',
                        'يأتي 78% من الألمنيوم المستخدم في إطاراتنا من مصاهر تعمل بالكهرباء المتجددة.',
                        'يعمل مقرنا ومصنعنا في غنت بالكهرباء المتجددة بنسبة 100%.',
                        'جمعنا 6,900 بطارية مستعملة عبر برنامج الاسترجاع.',
                    ),
                    quote(
                        '«يتشكل الجزء الأكبر من بصمة الدراجة قبل أن تقطع أول كيلومتر، أي في الألمنيوم وخلايا البطارية. وهنا نركز عملنا مع الموردين.» — إنغريد سولبرغ، رئيسة قسم الاستدامة',
                    ),
                    attachment('sustainability-fact-sheet-2024', 'ملخص الاستدامة 2024 (PDF، باللغة الإنجليزية)'),
                ],
            },
            de: {
                slug: 'northwind-erster-nachhaltigkeitsbericht',
                title: 'Erster Nachhaltigkeitsbericht: 41 % weniger Emissionen pro Rad',
                subtitle: 'Northwind veröffentlicht geprüfte Zahlen zu Rädern, Werk und Sharing-Flotte',
                summary:
                    'In seinem ersten Nachhaltigkeitsbericht beziffert Northwind Mobility den CO₂-Fußabdruck eines durchschnittlichen Rads über den gesamten Lebenszyklus auf 212 kg CO₂e – 41 % weniger als 2021.',
                body: [
                    p(
                        'Northwind Mobility hat heute seinen ersten Nachhaltigkeitsbericht für das Geschäftsjahr 2023 veröffentlicht. Die Daten wurden nach dem GHG Protocol erhoben und von einem unabhängigen Prüfer bestätigt.',
                    ),
                    h2('Die wichtigsten Ergebnisse'),
                    ul(
                        'Ein durchschnittliches Northwind-Rad verursacht über seine Lebensdauer **212 kg CO₂e**, 2021 waren es noch 359 kg.',
                        '78 % des Aluminiums in unseren Rahmen stammen aus Hütten, die mit Ökostrom arbeiten.',
                        'Zentrale und Werk in Gent beziehen zu 100 % erneuerbaren Strom.',
                        'Über unser Rücknahmeprogramm haben wir 6.900 gebrauchte Akkus eingesammelt.',
                    ),
                    quote(
                        '„Der größte Teil des Fußabdrucks entsteht, bevor ein Rad den ersten Kilometer fährt: im Aluminium und in den Akkuzellen. Genau dort setzen wir mit unseren Lieferanten an.“ – Ingrid Solberg, Leiterin Nachhaltigkeit',
                    ),
                    attachment('sustainability-fact-sheet-2024', 'Nachhaltigkeit auf einen Blick 2024 (PDF, Englisch)'),
                ],
            },
        },
    },
];
