import { divider, img, p, quote, raw, table, ul } from '../blocks';
import type { StoryGroup } from '../types';

export const STORIES_2024_AUTUMN: StoryGroup[] = [
    {
        key: 'velocity-summit-2024',
        date: '2024-09-03T10:00:00Z',
        categories: ['events'],
        image: 'summit-2024-stage',
        versions: {
            en: {
                slug: 'northwind-at-velocity-city-summit-2024-frankfurt',
                title: 'Northwind previews a speed pedelec and battery swapping at Velocity City Summit',
                subtitle: 'Visitors in Frankfurt can test-ride the Kestrel prototype from 3 to 6 September',
                summary:
                    'At Velocity City Summit 2024 in Frankfurt, Northwind Mobility is showing two projects for the first time: Kestrel, a 45 km/h speed pedelec for longer commutes, and Dock, a battery swap station for shared fleets.',
                body: [
                    p(
                        'Northwind Mobility is at **Velocity City Summit 2024** in Frankfurt am Main from 3 to 6 September, at stand B41 in hall 8. For the first time, the company is showing two projects that are still in development.',
                    ),
                    ul(
                        '*Kestrel*, a speed pedelec with motor assistance up to 45 km/h, designed for commutes of 15 to 40 km.',
                        '*Dock*, a battery swap station that lets shared bikes stay on the street instead of going back to the depot to charge.',
                    ),
                    p(
                        'Visitors can test-ride the Kestrel prototype on the outdoor track every day from 10:00 to 17:00. Tomás Ribeiro, Chief Product Officer, presents the roadmap on the main stage on Thursday 5 September at 14:30.',
                    ),
                    quote(
                        '“Germany is the largest e-bike market in Europe and the place where speed pedelecs are taken most seriously. We want feedback from riders here before we freeze the design.” — Tomás Ribeiro, Chief Product Officer',
                    ),
                ],
            },
            de: {
                slug: 'northwind-auf-dem-velocity-city-summit-2024',
                title: 'Northwind zeigt S-Pedelec und Akkutausch auf dem Velocity City Summit',
                subtitle:
                    'Besucherinnen und Besucher in Frankfurt können den Kestrel-Prototyp vom 3. bis 6. September probefahren',
                summary:
                    'Auf dem Velocity City Summit 2024 in Frankfurt zeigt Northwind Mobility erstmals zwei Projekte: Kestrel, ein S-Pedelec mit bis zu 45 km/h für längere Pendelstrecken, und Dock, eine Akkutauschstation für Sharing-Flotten.',
                body: [
                    p(
                        'Northwind Mobility ist vom 3. bis 6. September auf dem **Velocity City Summit 2024** in Frankfurt am Main vertreten, Halle 8, Stand B41. Erstmals präsentiert das Unternehmen zwei Projekte, die sich noch in der Entwicklung befinden.',
                    ),
                    ul(
                        '*Kestrel*, ein S-Pedelec mit Motorunterstützung bis 45 km/h für Pendelstrecken von 15 bis 40 km.',
                        '*Dock*, eine Akkutauschstation, mit der Sharing-Räder auf der Straße bleiben, statt zum Laden ins Depot zu fahren.',
                    ),
                    p(
                        'Den Kestrel-Prototyp können Interessierte täglich von 10 bis 17 Uhr auf der Außenstrecke testen. Chief Product Officer Tomás Ribeiro stellt die Produktplanung am Donnerstag, 5. September, um 14:30 Uhr auf der Hauptbühne vor.',
                    ),
                    quote(
                        '„Deutschland ist der größte E-Bike-Markt Europas, und nirgends werden S-Pedelecs so ernst genommen wie hier. Wir wollen das Feedback der Fahrerinnen und Fahrer, bevor wir das Design festlegen.“ – Tomás Ribeiro, Chief Product Officer',
                    ),
                ],
            },
        },
    },
    {
        key: 'coo-appointment',
        date: '2024-09-24T08:00:00Z',
        categories: ['people'],
        image: 'leila-haddad',
        versions: {
            en: {
                slug: 'leila-haddad-appointed-chief-operating-officer',
                title: 'Northwind appoints Leila Haddad as Chief Operating Officer',
                subtitle: 'The former logistics executive will lead manufacturing, supply chain and the shared fleets',
                summary:
                    'Leila Haddad joins Northwind Mobility as Chief Operating Officer on 1 October. She was previously Vice President Operations at Meridian Logistics, where she ran warehousing and last-mile delivery in the Middle East and Europe.',
                body: [
                    p(
                        'Northwind Mobility has appointed **Leila Haddad** as Chief Operating Officer, effective 1 October 2024. She joins the executive committee and reports to CEO Elise Vandamme.',
                    ),
                    p(
                        'Leila Haddad will be responsible for the Ghent plant, purchasing and the supply chain, as well as the operation of the Northwind Share fleets in Belgium and France. She spent the last twelve years at Meridian Logistics in Rotterdam and Dubai, most recently as Vice President Operations.',
                    ),
                    quote(
                        '“Leila has built operations that run every day, in every season, across very different markets. That is exactly what we need as our plant ramps up and our shared fleets grow.” — Elise Vandamme, CEO',
                    ),
                    p(
                        'Leila Haddad holds a master’s degree in industrial engineering from the American University of Beirut and an MBA from Rotterdam. She speaks Arabic, French, English and Dutch.',
                    ),
                ],
            },
        },
    },
    {
        key: 'dubai-showroom',
        date: '2024-10-15T06:00:00Z',
        categories: ['company'],
        image: 'dubai-showroom',
        versions: {
            ar: {
                slug: 'نورث-ويند-تفتتح-أول-صالة-عرض-في-دبي',
                title: 'نورث ويند تفتتح أول صالة عرض لها في دبي',
                subtitle: 'الصالة في حي دبي للتصميم تتيح تجربة دراجة أورورا وحجز الصيانة',
                summary:
                    'افتتحت نورث ويند موبيليتي أول صالة عرض لها في الشرق الأوسط، في حي دبي للتصميم. وتتيح الصالة للزوار تجربة دراجة أورورا الكهربائية وشراءها، إلى جانب خدمات الصيانة وبرامج الاشتراك للشركات.',
                body: [
                    p(
                        'دبي، الإمارات العربية المتحدة — افتتحت **نورث ويند موبيليتي** اليوم صالة عرض بمساحة 420 متراً مربعاً في حي دبي للتصميم، هي الأولى للشركة خارج أوروبا.',
                    ),
                    p(
                        'يمكن للزوار تجربة دراجة *أورورا* على مسار مخصص داخل الحي، والاطلاع على خيارات الشراء والتقسيط، وحجز مواعيد الصيانة. كما تقدم الصالة برامج اشتراك للشركات التي ترغب في توفير دراجات كهربائية لموظفيها.',
                    ),
                    ul(
                        'ساعات العمل: من السبت إلى الخميس، من 10 صباحاً حتى 9 مساءً',
                        'جولات تجريبية مجانية بدون حجز مسبق',
                        'ورشة صيانة معتمدة داخل الصالة',
                    ),
                    quote(
                        '«تشهد دبي توسعاً سريعاً في مسارات الدراجات، ويبحث كثير من السكان عن وسيلة عملية للتنقل لمسافات قصيرة. نريد أن نكون قريبين منهم وأن نقدم لهم خدمة ما بعد البيع نفسها التي يحصل عليها عملاؤنا في أوروبا.» — كريم السيد، المدير العام لمنطقة الشرق الأوسط',
                    ),
                ],
            },
        },
    },
    {
        key: 'q3-2024-results',
        date: '2024-11-07T06:30:00Z',
        categories: ['finance'],
        image: 'results-q3-2024',
        author: 'marc',
        versions: {
            en: {
                slug: 'northwind-third-quarter-2024-results',
                title: 'Northwind Mobility posts record third quarter',
                subtitle: 'Revenue up 58% as Aurora deliveries and Northwind Share Lyon drive growth',
                summary:
                    'Northwind Mobility reported third-quarter revenue of €52.3 million, up 58% year on year, and a positive adjusted EBITDA for the third quarter in a row. The company confirms its full-year outlook.',
                body: [
                    p(
                        'Northwind Mobility today reported results for the third quarter ended 30 September 2024. Revenue rose **58%** to €52.3 million, driven by the first full quarter of Aurora deliveries and the launch of Northwind Share in Lyon.',
                    ),
                    table(
                        ['', 'Q3 2024', 'Q3 2023', 'Change'],
                        ['Revenue (€ million)', '52.3', '33.1', '+58%'],
                        ['Gross margin', '30.8%', '27.4%', '+3.4 pts'],
                        ['Adjusted EBITDA (€ million)', '3.9', '0.6', '+3.3'],
                        ['Bikes sold', '17,400', '11,900', '+46%'],
                        ['Northwind Share rides (million)', '1.3', '0.7', '+86%'],
                    ),
                    p(
                        'The company confirms its outlook for 2024 of revenue between €175 million and €190 million and a positive adjusted EBITDA for the full year.',
                    ),
                    quote(
                        '“The Ghent plant reached its planned output in August, and that shows in our margin. We are now building stock for the spring season in a disciplined way.” — Elise Vandamme, CEO',
                    ),
                    divider(),
                    p(
                        '*This press release contains forward-looking statements, which reflect management’s current views and are subject to risks and uncertainties.*',
                    ),
                ],
            },
        },
    },
    {
        key: 'aurora-award',
        date: '2024-12-10T11:00:00Z',
        categories: ['awards', 'products'],
        image: 'aurora-award',
        versions: {
            en: {
                slug: 'aurora-named-urban-e-bike-of-the-year',
                title: 'Aurora named Urban E-Bike of the Year 2024',
                subtitle: 'The jury of the Urban Mobility Awards praised its weight, belt drive and repairability',
                summary:
                    'Aurora, the city e-bike Northwind Mobility launched in March, has won Urban E-Bike of the Year at the 2024 Urban Mobility Awards in Amsterdam. The jury tested 34 bikes over six weeks.',
                body: [
                    p(
                        'Northwind’s *Aurora* has been named **Urban E-Bike of the Year** at the 2024 Urban Mobility Awards, presented last night in Amsterdam. A jury of eleven journalists and cycling advocates tested 34 bikes from 21 brands over six weeks of daily riding.',
                    ),
                    raw({
                        type: 'mystery-widget',
                        uuid: '3c1f2a9e-7d4b-4c55-9a1e-2b8f6d0c4e71',
                        variant: 'award-badge',
                        payload: { award: 'Urban Mobility Awards 2024', rank: 1 },
                    }),
                    p(
                        'The jury singled out three things: the weight of 19.8 kg, the low-maintenance belt drive and the fact that every part, from the battery cells to the frame, can be replaced by a local workshop.',
                    ),
                    img('aurora-riverside', 'Aurora on the jury’s test route along the Amstel.'),
                    quote(
                        '“This award belongs to the team in Ghent who build every Aurora, and to the riders who sent us more than four thousand suggestions since the launch in March.” — Tomás Ribeiro, Chief Product Officer',
                    ),
                ],
            },
        },
    },
];
