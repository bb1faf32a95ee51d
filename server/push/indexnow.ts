import { checkAnswer, type Delivery, type RetryOptions, type SendStop, sendWithRetries } from './send-with-retries';

/** IndexNow takes at most this many addresses a request. */
const URLS_PER_REQUEST = 10_000;

export interface IndexNowSubmitter {
    /**
     * Submits pages published, changed or removed; resolves (never rejects) when done, with the
     * addresses a stop left unsent.
     */
    submit(urls: readonly string[], stop?: SendStop): Promise<Delivery>;
}

export interface IndexNowSite {
    key: string;
    endpoint: string;
    /** The site's public origin and base path (`https://news.example/newsroom`, no trailing slash). */
    siteUrl: string;
}

/** Where the key file is served: `/{key}.txt` under the site's base path (docs/journalists.md). */
export function indexNowKeyLocation(site: Pick<IndexNowSite, 'key' | 'siteUrl'>): string {
    return `${site.siteUrl}/${site.key}.txt`;
}

/**
 * IndexNow (docs/product-rules.md §7.9; shared by Bing, Yandex, Seznam, Naver and others): a JSON POST of `{host, key,
 * keyLocation, urlList}` to the endpoint, which checks the key file and passes the addresses on
 * to every engine taking part. Only addresses under the key file's folder count, so others are
 * dropped here, and the list goes in requests of at most 10,000.
 */
export function createIndexNowSubmitter(site: IndexNowSite, options: RetryOptions): IndexNowSubmitter {
    const keyLocation = indexNowKeyLocation(site);
    const { host } = new URL(site.siteUrl);
    const prefix = `${site.siteUrl}/`;
    return {
        async submit(urls, stop) {
            const urlList = [...new Set(urls)].filter((url) => url.startsWith(prefix) || url === site.siteUrl);
            if (urlList.length < urls.length) {
                options.logger.warn(`IndexNow: ${urls.length - urlList.length} addresses outside ${prefix} left out`);
            }
            const delivery: Delivery = { ok: true, unsent: [] };
            for (let start = 0; start < urlList.length; start += URLS_PER_REQUEST) {
                const batch = urlList.slice(start, start + URLS_PER_REQUEST);
                const outcome = await sendWithRetries(
                    `IndexNow submission of ${batch.length} addresses`,
                    async (signal) => {
                        const response = await fetch(site.endpoint, {
                            method: 'POST',
                            headers: { 'Content-Type': 'application/json; charset=utf-8' },
                            body: JSON.stringify({ host, key: site.key, keyLocation, urlList: batch }),
                            signal,
                        });
                        await checkAnswer(response, 'IndexNow');
                    },
                    options,
                    stop,
                );
                if (outcome !== 'sent') delivery.ok = false;
                if (outcome === 'halted') delivery.unsent.push(...batch);
            }
            return delivery;
        },
    };
}
