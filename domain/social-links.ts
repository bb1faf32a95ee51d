import type { CompanyInformation } from './content/language';

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'pinterest', 'tiktok', 'twitter', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
    network: SocialNetwork;
    /** The network's name as people know it (Twitter is X now). */
    name: string;
    url: string;
}

const PROFILES: Readonly<Record<SocialNetwork, { name: string; base: string }>> = {
    facebook: { name: 'Facebook', base: 'https://www.facebook.com/' },
    instagram: { name: 'Instagram', base: 'https://www.instagram.com/' },
    linkedin: { name: 'LinkedIn', base: 'https://www.linkedin.com/company/' },
    pinterest: { name: 'Pinterest', base: 'https://www.pinterest.com/' },
    tiktok: { name: 'TikTok', base: 'https://www.tiktok.com/@' },
    twitter: { name: 'X', base: 'https://x.com/' },
    youtube: { name: 'YouTube', base: 'https://www.youtube.com/@' },
};

/**
 * The company's social profiles as links. Editors enter either a full URL or a bare handle
 * (`northwind`, `@northwind`); a handle becomes the network's profile URL. Anything that is not
 * an http(s) URL or a plain handle is dropped rather than linked.
 */
export function socialLinks(company: Pick<CompanyInformation, SocialNetwork>): readonly SocialLink[] {
    return Object.freeze(
        SOCIAL_NETWORKS.flatMap((network) => {
            const url = profileUrl(network, company[network]);
            return url ? [{ network, name: PROFILES[network].name, url }] : [];
        }),
    );
}

function profileUrl(network: SocialNetwork, value: string | null): string | null {
    const trimmed = value?.trim();
    if (!trimmed) return null;
    if (/^https?:\/\//i.test(trimmed)) {
        try {
            return new URL(trimmed).href;
        } catch {
            return null;
        }
    }
    const handle = trimmed.replace(/^@/, '');
    if (!/^[\p{L}\p{N}._-]{1,100}$/u.test(handle)) return null;
    return `${PROFILES[network].base}${encodeURIComponent(handle)}`;
}
