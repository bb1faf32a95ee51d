import type { Newsroom } from '../../domain/content';
import { imageUrl } from '../../domain/media/image-urls';
import type { HeadData } from '../../views/head/head-data';

type HeadLink = NonNullable<HeadData['links']>[number];

/** The favicon from the newsroom's icon (else its square logo) and the home-screen icon. */
export function iconLinks(newsroom: Pick<Newsroom, 'icon' | 'square_logo'>, cdnUrl: string): HeadLink[] {
    const favicon = newsroom.icon ?? newsroom.square_logo;
    const touch = newsroom.square_logo ?? newsroom.icon;
    const links: HeadLink[] = [];
    if (favicon) links.push({ rel: 'icon', href: imageUrl(favicon, cdnUrl, 64) });
    if (touch) links.push({ rel: 'apple-touch-icon', href: imageUrl(touch, cdnUrl, 180), sizes: '180x180' });
    return links;
}
