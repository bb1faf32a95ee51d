import { callout, gallery, h2, p, quote, ul } from '../blocks';
import type { StoryGroup } from '../types';

/** Stories that are not public yet: embargoed, scheduled, drafts and an untouched one. */
export const STORIES_UPCOMING: StoryGroup[] = [
    {
        key: 'atlas-launch',
        date: '2026-12-02T07:00:00Z',
        categories: ['products'],
        image: 'atlas-studio-side',
        versions: {
            en: {
                slug: 'northwind-unveils-atlas-cargo-e-bike',
                title: 'Northwind unveils Atlas, a cargo e-bike for families and couriers',
                subtitle:
                    'EMBARGOED until 2 December 2026, 08:00 CET — 220 kg payload, two batteries and a price of €4,790',
                summary:
                    'Atlas is Northwind Mobility’s first cargo e-bike. Its front box carries two children or 100 kg of parcels, and two 625 Wh batteries give it a range of up to 160 km.',
                status: 'embargo',
                visibility: 'embargo',
                updatedAt: '2026-11-18T15:10:00Z',
                body: [
                    p(
                        '*Embargoed until Wednesday 2 December 2026, 08:00 CET. Please do not publish before this time.*',
                    ),
                    p(
                        'Northwind Mobility today unveiled **Atlas**, a cargo e-bike for families, tradespeople and delivery companies. The aluminium frame and the recycled-polypropylene box carry up to 220 kg including the rider.',
                    ),
                    ul(
                        '**Payload:** 220 kg in total, 100 kg in the front box',
                        '**Batteries:** two 625 Wh batteries, up to 160 km of range',
                        '**Box:** two child seats with belts, rain cover, lockable lid for parcels',
                        '**Price:** €4,790, available from March 2027',
                    ),
                    gallery(
                        ['atlas-studio-side', 'Atlas in Moss Green.'],
                        ['atlas-school-run', 'The school run in Ghent.'],
                        ['atlas-courier', 'The courier version with a lockable parcel box.'],
                    ),
                    quote(
                        '“Since the Series C, a cargo bike was the product our dealers asked for most. Atlas is built on the same platform as Aurora, so every Northwind workshop can service it from day one.” — Tomás Ribeiro, Chief Product Officer',
                    ),
                ],
            },
            fr: {
                slug: 'northwind-devoile-atlas-velo-cargo-electrique',
                title: 'Northwind dévoile Atlas, un vélo cargo électrique pour les familles et les livreurs',
                subtitle:
                    'SOUS EMBARGO jusqu’au 2 décembre 2026, 8 h — 220 kg de charge utile, deux batteries, 4 790 €',
                summary:
                    'Atlas est le premier vélo cargo électrique de Northwind Mobility. Son caisson avant transporte deux enfants ou 100 kg de colis, et ses deux batteries de 625 Wh lui offrent jusqu’à 160 km d’autonomie.',
                status: 'embargo',
                visibility: 'embargo',
                updatedAt: '2026-11-18T15:40:00Z',
                body: [
                    p(
                        '*Sous embargo jusqu’au mercredi 2 décembre 2026, 8 h (heure de Paris). Merci de ne pas publier avant.*',
                    ),
                    p(
                        'Northwind Mobility présente **Atlas**, un vélo cargo électrique destiné aux familles, aux artisans et aux entreprises de livraison. Son cadre en aluminium et son caisson en polypropylène recyclé supportent jusqu’à 220 kg, cycliste compris.',
                    ),
                    ul(
                        '**Charge utile :** 220 kg au total, dont 100 kg dans le caisson',
                        '**Batteries :** deux batteries de 625 Wh, jusqu’à 160 km d’autonomie',
                        '**Caisson :** deux sièges enfant avec ceintures, capote de pluie, couvercle verrouillable',
                        '**Prix :** 4 790 €, disponible à partir de mars 2027',
                    ),
                ],
            },
        },
    },
    {
        key: 'winter-service-campaign',
        date: '2026-12-01T08:00:00Z',
        categories: ['products'],
        image: 'winter-service',
        versions: {
            en: {
                slug: 'free-winter-check-at-northwind-workshops',
                title: 'Free winter check for every Northwind bike in December',
                subtitle: '140 partner workshops check lights, brakes and tyres at no cost until 31 December',
                summary:
                    'Throughout December, Northwind owners can book a free 20-minute winter check at 140 partner workshops in Belgium, the Netherlands, France and Germany.',
                status: 'scheduled',
                updatedAt: '2026-11-17T10:05:00Z',
                body: [
                    p(
                        'Shorter days and wet roads are hard on a bike. From 1 to 31 December, every Northwind owner can book a **free winter check** at one of 140 partner workshops.',
                    ),
                    h2('What we check'),
                    ul(
                        'Lights and reflectors',
                        'Brake pads and discs',
                        'Tyre pressure and tread',
                        'Battery health and software updates',
                    ),
                    callout(
                        '❄️',
                        'Book your slot in the Northwind app under Service > Winter check. Walk-ins are welcome on Saturdays.',
                    ),
                ],
            },
        },
    },
    {
        key: 'outlook-2027',
        date: '2026-11-10T08:00:00Z',
        categories: ['finance'],
        author: 'marc',
        versions: {
            en: {
                slug: 'northwind-mobility-outlook-2027-draft',
                title: 'Northwind Mobility: priorities and outlook for 2027',
                subtitle: 'DRAFT — figures to be confirmed by the CFO',
                summary: 'Working draft of the 2027 outlook to accompany the full-year results in February.',
                status: 'draft',
                publishedAt: null,
                updatedAt: '2026-11-16T17:45:00Z',
                body: [
                    p('DRAFT — do not circulate. Figures in brackets to be confirmed.'),
                    ul(
                        'Revenue growth of [18–22]% in 2027',
                        'Atlas deliveries from March',
                        'Northwind Share in Abu Dhabi from the second quarter',
                        'Construction of the Valencia plant on schedule',
                    ),
                    p('[Quote from Elise Vandamme to be added]'),
                ],
            },
        },
    },
    {
        key: 'open-day-2027',
        date: '2026-11-18T08:00:00Z',
        categories: [],
        versions: {
            en: {
                slug: 'untitled-story-ghent-open-day-2027',
                title: 'Ghent Open Day 2027 (working title)',
                subtitle: '',
                summary: '',
                status: 'uninitialized',
                publishedAt: null,
                updatedAt: '2026-11-18T08:02:00Z',
                body: [p('Placeholder text. Date, programme and registration link to follow.'), p(''), p('')],
            },
        },
    },
];
