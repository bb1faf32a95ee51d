import type { AuthorKey, Lang } from './types';

/** Story authors as Prezly shows them: the editor who wrote the release. */
export const AUTHORS: Record<AuthorKey, { display_name: string; email: string }> = {
    sofie: { display_name: 'Sofie Claes', email: 'sofie.claes@northwind.example' },
    marc: { display_name: 'Marc Devos', email: 'marc.devos@northwind.example' },
    camille: { display_name: 'Camille Fournier', email: 'camille.fournier@northwind.example' },
    yasmin: { display_name: 'ياسمين المنصوري', email: 'yasmin.almansouri@northwind.example' },
    lukas: { display_name: 'Lukas Brandt', email: 'lukas.brandt@northwind.example' },
    daan: { display_name: 'Daan Peeters', email: 'daan.peeters@northwind.example' },
};

/** Who writes in each language unless the story says otherwise. */
export const DEFAULT_AUTHOR: Record<Lang, AuthorKey> = {
    en: 'sofie',
    fr: 'camille',
    ar: 'yasmin',
    de: 'lukas',
    nl: 'daan',
};

export interface ContactSource {
    key: string;
    name: string;
    description: string;
    company: string;
    email: string;
    phone: string;
    mobile: string;
    website: string;
    twitter: string;
    facebook: string | null;
    address: string;
    avatar: string;
    featured: boolean;
    display_locales: Lang[];
}

export const CONTACTS: ContactSource[] = [
    {
        key: 'sofie',
        name: 'Sofie Claes',
        description: 'Head of Communications',
        company: 'Northwind Mobility',
        email: 'sofie.claes@northwind.example',
        phone: '+32 9 210 45 10',
        mobile: '+32 470 12 34 56',
        website: 'https://northwind.example',
        twitter: 'sofieclaes',
        facebook: null,
        address: 'Havenlaan 112, 9000 Ghent, Belgium',
        avatar: 'avatar-sofie',
        featured: true,
        display_locales: [],
    },
    {
        key: 'camille',
        name: 'Camille Fournier',
        description: 'Responsable des relations presse France',
        company: 'Northwind Mobility France',
        email: 'camille.fournier@northwind.example',
        phone: '+33 4 78 90 12 31',
        mobile: '+33 6 12 34 56 78',
        website: 'https://northwind.example/fr',
        twitter: 'camillefournier',
        facebook: null,
        address: '18 rue de l’Industrie, 69200 Vénissieux, France',
        avatar: 'avatar-camille',
        featured: true,
        display_locales: ['fr'],
    },
    {
        key: 'yasmin',
        name: 'Yasmin Al-Mansouri',
        description: 'Communications Manager, Middle East',
        company: 'Northwind Mobility Middle East',
        email: 'yasmin.almansouri@northwind.example',
        phone: '+971 4 555 0143',
        mobile: '+971 50 123 4567',
        website: 'https://northwind.example/ar',
        twitter: 'yasmin_nw',
        facebook: 'https://www.facebook.com/northwindmobility.me',
        address: 'Alserkal Avenue, Al Quoz, Dubai, United Arab Emirates',
        avatar: 'avatar-yasmin',
        featured: false,
        display_locales: ['ar', 'en'],
    },
    {
        key: 'lukas',
        name: 'Lukas Brandt',
        description: 'Pressesprecher Deutschland und Österreich',
        company: 'Northwind Mobility GmbH',
        email: 'lukas.brandt@northwind.example',
        phone: '+49 89 2000 8171',
        mobile: '+49 151 2345 6789',
        website: 'https://northwind.example/de',
        twitter: 'lukasbrandt',
        facebook: null,
        address: 'Boschetsrieder Straße 40, 81379 München, Deutschland',
        avatar: 'avatar-lukas',
        featured: false,
        display_locales: ['de'],
    },
];
