export interface GallerySource {
    key: string;
    title: string;
    description: string;
    status: 'public' | 'private';
    created_at: string;
    updated_at: string;
    /** Image key and caption; the first image is the thumbnail. */
    images: [string, string][];
}

export const GALLERIES: GallerySource[] = [
    {
        key: 'aurora-launch',
        title: 'Aurora city e-bike',
        description:
            'Product and lifestyle pictures of Aurora, launched in March 2024. Free to use for editorial purposes; credit “Northwind Mobility”.',
        status: 'public',
        created_at: '2024-03-11T16:00:00Z',
        updated_at: '2024-03-12T08:00:00Z',
        images: [
            ['aurora-studio-side', 'Aurora in Fjord Teal, side view.'],
            ['aurora-riverside', 'Morning commute along the Leie, Ghent.'],
            ['aurora-city-evening', 'Integrated lights switch on automatically at dusk.'],
            ['aurora-studio-detail', 'Aurora, size M, studio.'],
            ['aurora-commute', 'On the cycle highway between Ghent and Merelbeke.'],
            ['aurora-launch-stage', 'Launch event at the Ghent plant, 12 March 2024.'],
            ['aurora-night-ride', 'Rear light with brake-light function.'],
            ['aurora-park', 'Weekend ride in the Bourgoyen nature reserve.'],
        ],
    },
    {
        key: 'ghent-plant',
        title: 'Ghent assembly plant',
        description: 'Northwind’s 22,000 m² assembly plant in the port of Ghent, opened in April 2024.',
        status: 'public',
        created_at: '2024-04-08T12:00:00Z',
        updated_at: '2024-04-10T09:00:00Z',
        images: [
            ['plant-assembly-hall', 'The assembly hall seen from the mezzanine.'],
            ['plant-line-evening', 'The main line: 14 stations from frame to final test.'],
            ['plant-quality-lab', 'Battery testing in the quality lab.'],
            ['plant-paint-shop', 'Powder-coating booth.'],
            ['plant-solar-roof', 'The 3.2 MWp solar roof.'],
            ['plant-logistics', 'Outbound logistics: 300 bikes leave the plant every day.'],
            ['plant-opening-ceremony', 'Opening ceremony, 9 April 2024.'],
        ],
    },
    {
        key: 'lyon-share',
        title: 'Northwind Share in Lyon',
        description: 'The shared e-bike service operated with TransUrb in Lyon and Villeurbanne since September 2024.',
        status: 'public',
        created_at: '2024-09-16T08:00:00Z',
        updated_at: '2025-05-27T08:00:00Z',
        images: [
            ['lyon-share-fleet', 'Northwind Share station on the Rhône quays.'],
            ['villeurbanne-share', 'New station on the Doua campus, Villeurbanne.'],
            ['share-10-million', 'The ten millionth ride left from Place Bellecour.'],
            ['lyon-velo-festival', 'Guided ride during the Fête du vélo.'],
            ['lyon-service-workshop', 'The maintenance centre in Vénissieux.'],
        ],
    },
    {
        key: 'velocity-summit-2025',
        title: 'Velocity City Summit 2025, Ghent',
        description: 'Three days, 1,400 participants and 60 cities at the Dok Noord in Ghent, 11–13 June 2025.',
        status: 'public',
        created_at: '2025-06-13T18:00:00Z',
        updated_at: '2025-06-17T15:00:00Z',
        images: [
            ['summit-keynote', 'Opening keynote by Elise Vandamme.'],
            ['summit-panel', 'Panel: streets for people.'],
            ['summit-test-track', 'Kestrel test rides on the outdoor track.'],
            ['summit-expo-hall', 'The exhibition hall.'],
            ['summit-networking', 'Evening reception.'],
            ['summit-city-night', 'Ghent by night.'],
        ],
    },
    {
        key: 'leadership',
        title: 'Leadership team',
        description: 'Official portraits of Northwind Mobility’s executive committee. Updated November 2025.',
        status: 'public',
        created_at: '2024-09-24T08:00:00Z',
        updated_at: '2025-11-03T10:00:00Z',
        images: [
            ['elise-vandamme', 'Elise Vandamme, co-founder and CEO'],
            ['leila-haddad', 'Leila Haddad, Chief Operating Officer'],
            ['jonas-weber', 'Jonas Weber, Chief Financial Officer'],
            ['tomas-ribeiro', 'Tomás Ribeiro, Chief Product Officer'],
            ['ingrid-solberg', 'Ingrid Solberg, Head of Sustainability'],
        ],
    },
    {
        key: 'atlas-preview',
        title: 'Atlas cargo e-bike — press preview (embargoed)',
        description: 'Embargoed until 2 December 2026, 08:00 CET. Shared with accredited journalists only.',
        status: 'private',
        created_at: '2026-11-12T09:00:00Z',
        updated_at: '2026-11-18T15:00:00Z',
        images: [
            ['atlas-studio-side', 'Atlas in Moss Green, side view.'],
            ['atlas-school-run', 'The school run.'],
            ['atlas-courier', 'Courier version with lockable parcel box.'],
            ['atlas-studio-front', 'Front box with two child seats.'],
            ['atlas-depot', 'Atlas at a Dock station.'],
            ['atlas-canal', 'Along the Brugse Vaart, Ghent.'],
        ],
    },
];
