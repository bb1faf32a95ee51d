import type { ThemeSettings } from '../content/newsroom';

export type SharingAction = ThemeSettings['sharing_actions'][number];
/** Every sharing action that is a link (copying the URL is a button). */
export type ShareNetwork = Exclude<SharingAction, 'copy_url'>;
/** The networks shared to by a plain link; Mastodon needs the reader's server first (mastodon.ts). */
export type LinkNetwork = Exclude<ShareNetwork, 'mastodon'>;

export interface SharedPage {
    url: string;
    title: string;
    /**
     * What a post says, where it is not the title: a story's social text (Prezly's `social_text`),
     * which Prezly's theme posts in place of the title on every network.
     */
    text?: string | null;
    summary?: string;
    /** An absolute image URL, used by Pinterest (a pin needs a picture). */
    imageUrl?: string | null;
}

/** The network's name as people know it; brand names are not translated (the page translates "email"). */
export const NETWORK_NAMES: Readonly<Record<ShareNetwork, string>> = {
    linkedin: 'LinkedIn',
    x: 'X',
    facebook: 'Facebook',
    bluesky: 'Bluesky',
    mastodon: 'Mastodon',
    threads: 'Threads',
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    reddit: 'Reddit',
    pinterest: 'Pinterest',
    email: 'Email',
};

const query = (base: string, params: Record<string, string | null | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
    return `${base}?${search.toString()}`;
};

/**
 * The public share endpoint of each network. Mastodon has no central site: its link is our own
 * form (ShareLinks), which asks for the reader's server and sends them on (mastodon.ts); the URL
 * here is that form's fallback page.
 */
export function shareUrl(network: LinkNetwork, page: SharedPage): string {
    const text = sharedText(page);
    const textWithUrl = `${text} ${page.url}`;
    switch (network) {
        case 'linkedin':
            return query('https://www.linkedin.com/sharing/share-offsite/', { url: page.url });
        case 'x':
            return query('https://x.com/intent/tweet', { url: page.url, text });
        case 'facebook':
            return query('https://www.facebook.com/sharer/sharer.php', { u: page.url });
        case 'bluesky':
            return query('https://bsky.app/intent/compose', { text: textWithUrl });
        case 'threads':
            return query('https://www.threads.com/intent/post', { text: textWithUrl });
        case 'whatsapp':
            return query('https://wa.me/', { text: textWithUrl });
        case 'telegram':
            return query('https://t.me/share/url', { url: page.url, text });
        case 'reddit':
            return query('https://www.reddit.com/submit', { url: page.url, title: text });
        case 'pinterest':
            return query('https://www.pinterest.com/pin/create/button/', {
                url: page.url,
                media: page.imageUrl,
                description: text,
            });
        case 'email':
            // mailto wants %20 for spaces, not '+', or mail clients show the pluses.
            return `mailto:?subject=${encodeURIComponent(page.title)}&body=${encodeURIComponent(
                page.summary ? `${page.summary}\n\n${page.url}` : page.url,
            )}`;
    }
}

/** What a post on a network says: the page's share text, else its title. An e-mail keeps the title as its subject. */
export function sharedText(page: Pick<SharedPage, 'title' | 'text'>): string {
    return page.text || page.title;
}

/** The networks to offer, in the newsroom's order, without duplicates. */
export function shareNetworks(actions: readonly SharingAction[]): ShareNetwork[] {
    return [...new Set(actions)].filter((action): action is ShareNetwork => action !== 'copy_url');
}
