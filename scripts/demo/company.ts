import type { Lang } from './types';

export const NEWSROOM_URL = 'https://newsroom.northwind.example';

/** The culture object Prezly attaches to languages and stories. */
export const CULTURES: Record<
    Lang,
    { code: Lang; locale: Lang; name: string; native_name: string; language_code: Lang; direction: 'ltr' | 'rtl' }
> = {
    en: { code: 'en', locale: 'en', name: 'English', native_name: 'English', language_code: 'en', direction: 'ltr' },
    fr: { code: 'fr', locale: 'fr', name: 'French', native_name: 'Français', language_code: 'fr', direction: 'ltr' },
    ar: { code: 'ar', locale: 'ar', name: 'Arabic', native_name: 'العربية', language_code: 'ar', direction: 'rtl' },
    de: { code: 'de', locale: 'de', name: 'German', native_name: 'Deutsch', language_code: 'de', direction: 'ltr' },
    nl: { code: 'nl', locale: 'nl', name: 'Dutch', native_name: 'Nederlands', language_code: 'nl', direction: 'ltr' },
};

const SOCIAL = {
    facebook: 'https://www.facebook.com/northwindmobility',
    instagram: 'https://www.instagram.com/northwindmobility',
    linkedin: 'https://www.linkedin.com/company/northwind-mobility',
    pinterest: 'https://www.pinterest.com/northwindmobility',
    tiktok: 'https://www.tiktok.com/@northwindmobility',
    twitter: 'https://x.com/northwindmob',
    youtube: 'https://www.youtube.com/@northwindmobility',
};

interface CompanyText {
    name: string;
    about: string[];
    website: string;
    address: string;
    phone: string;
    email: string;
    subscribe_disclaimer: string;
    meta_title: string;
    meta_description: string;
}

/** Company information as each language's editor wrote it. */
export const COMPANY: Record<Lang, CompanyText> = {
    en: {
        name: 'Northwind Mobility',
        about: [
            'Northwind Mobility designs and builds electric bikes for everyday city riding and runs Northwind Share, a shared e-bike service in Belgium, France and the United Arab Emirates.',
            'Founded in Ghent in 2017, the company assembles its bikes in its own plant in the port of Ghent and employs more than 900 people in six countries.',
        ],
        website: 'https://northwind.example',
        address: 'Havenlaan 112, 9000 Ghent, Belgium',
        phone: '+32 9 210 45 00',
        email: 'press@northwind.example',
        subscribe_disclaimer:
            'By subscribing you agree to receive press releases from Northwind Mobility. You can unsubscribe at any time with the link at the bottom of every email.',
        meta_title: 'Northwind Mobility newsroom',
        meta_description:
            'Press releases, pictures and contacts from Northwind Mobility, the Belgian maker of city e-bikes and operator of Northwind Share.',
    },
    fr: {
        name: 'Northwind Mobility',
        about: [
            'Northwind Mobility conçoit et fabrique des vélos électriques pour les déplacements urbains du quotidien et exploite Northwind Share, un service de vélos électriques en libre-service en Belgique, en France et aux Émirats arabes unis.',
            'Fondée à Gand en 2017, l’entreprise assemble ses vélos dans sa propre usine du port de Gand et emploie plus de 900 personnes dans six pays.',
        ],
        website: 'https://northwind.example/fr',
        address: 'Havenlaan 112, 9000 Gand, Belgique',
        phone: '+33 4 78 90 12 30',
        email: 'presse@northwind.example',
        subscribe_disclaimer:
            'En vous abonnant, vous acceptez de recevoir les communiqués de presse de Northwind Mobility. Vous pouvez vous désabonner à tout moment grâce au lien figurant au bas de chaque e-mail.',
        meta_title: 'Espace presse de Northwind Mobility',
        meta_description:
            'Communiqués, photos et contacts presse de Northwind Mobility, fabricant belge de vélos électriques urbains et opérateur de Northwind Share.',
    },
    ar: {
        name: 'نورث ويند موبيليتي',
        about: [
            'تصمم نورث ويند موبيليتي وتصنع دراجات كهربائية للتنقل اليومي في المدن، وتدير خدمة نورث ويند شير للدراجات الكهربائية التشاركية في بلجيكا وفرنسا والإمارات العربية المتحدة.',
            'تأسست الشركة في مدينة غنت البلجيكية عام 2017، وتجمّع دراجاتها في مصنعها الخاص في ميناء غنت، ويعمل لديها أكثر من 900 موظف في ست دول.',
        ],
        website: 'https://northwind.example/ar',
        address: 'السركال أفنيو، القوز، دبي، الإمارات العربية المتحدة',
        phone: '+971 4 555 0142',
        email: 'media.me@northwind.example',
        subscribe_disclaimer:
            'باشتراكك، توافق على تلقي البيانات الصحفية من نورث ويند موبيليتي. ويمكنك إلغاء الاشتراك في أي وقت عبر الرابط الموجود أسفل كل رسالة.',
        meta_title: 'المركز الإعلامي لنورث ويند موبيليتي',
        meta_description:
            'البيانات الصحفية والصور وجهات الاتصال الإعلامية لنورث ويند موبيليتي، الشركة البلجيكية المصنعة للدراجات الكهربائية.',
    },
    de: {
        name: 'Northwind Mobility',
        about: [
            'Northwind Mobility entwickelt und baut E-Bikes für den täglichen Weg durch die Stadt und betreibt Northwind Share, einen E-Bike-Sharing-Dienst in Belgien, Frankreich und den Vereinigten Arabischen Emiraten.',
            'Das 2017 in Gent gegründete Unternehmen montiert seine Räder im eigenen Werk im Genter Hafen und beschäftigt mehr als 900 Menschen in sechs Ländern. In Deutschland ist Northwind mit der Northwind Mobility GmbH in München vertreten.',
        ],
        website: 'https://northwind.example/de',
        address: 'Northwind Mobility GmbH, Boschetsrieder Straße 40, 81379 München, Deutschland',
        phone: '+49 89 2000 8170',
        email: 'presse.de@northwind.example',
        subscribe_disclaimer:
            'Mit Ihrer Anmeldung erklären Sie sich einverstanden, Pressemitteilungen von Northwind Mobility per E-Mail zu erhalten. Sie können sich jederzeit über den Link am Ende jeder E-Mail abmelden.',
        meta_title: 'Newsroom von Northwind Mobility',
        meta_description:
            'Pressemitteilungen, Bilder und Pressekontakte von Northwind Mobility, dem belgischen Hersteller von City-E-Bikes und Betreiber von Northwind Share.',
    },
    nl: {
        name: 'Northwind Mobility',
        about: [
            'Northwind Mobility ontwerpt en bouwt elektrische fietsen voor dagelijks gebruik in de stad en baat Northwind Share uit, een deelfietsdienst in België, Frankrijk en de Verenigde Arabische Emiraten.',
            'Het bedrijf werd in 2017 in Gent opgericht, assembleert zijn fietsen in een eigen fabriek in de Gentse haven en heeft meer dan 900 medewerkers in zes landen.',
        ],
        website: 'https://northwind.example/nl',
        address: 'Havenlaan 112, 9000 Gent, België',
        phone: '+32 9 210 45 00',
        email: 'pers@northwind.example',
        subscribe_disclaimer:
            'Door je in te schrijven, ga je ermee akkoord persberichten van Northwind Mobility te ontvangen. Je kunt je op elk moment uitschrijven via de link onderaan elke e-mail.',
        meta_title: 'Persruimte van Northwind Mobility',
        meta_description:
            'Persberichten, beeldmateriaal en perscontacten van Northwind Mobility, de Belgische maker van elektrische stadsfietsen.',
    },
};

export function companyInformation(lang: Lang) {
    const text = COMPANY[lang];
    return {
        name: text.name,
        about: text.about.map((paragraph) => `<p>${paragraph}</p>`).join(''),
        about_plaintext: text.about.join('\n\n'),
        website: text.website,
        address: text.address,
        phone: text.phone,
        email: text.email,
        ...SOCIAL,
        subscribe_disclaimer: text.subscribe_disclaimer,
        seo_settings: {
            meta_title: text.meta_title,
            default_meta_title: text.name,
            meta_description: text.meta_description,
            default_meta_description: text.about[0]!,
            canonical_url: null,
        },
    };
}

/** German-speaking journalists get a notice about the December press day. */
export const NOTIFICATIONS: Partial<Record<Lang, object[]>> = {
    de: [
        {
            id: 'pressetag-muenchen-2026',
            title: 'Pressetag in München am 3. Dezember',
            description:
                'Probefahrten mit unseren Neuheiten für 2027 und Gespräche mit dem Produktteam. Akkreditierung bis 26. November.',
            style: 'info',
            actions: [
                { text: 'Jetzt akkreditieren', url: 'https://northwind.example/de/pressetag-2026', new_tab: true },
            ],
        },
    ],
};
