import { checkAnswer, type Delivery, type RetryOptions, type SendStop, sendWithRetries } from './send-with-retries';

export interface WebSubPublisher {
    /**
     * Tells the hub each feed changed; resolves (never rejects) once every ping is done, with the
     * feeds a stop left unsent.
     */
    publish(feedUrls: readonly string[], stop?: SendStop): Promise<Delivery>;
}

/**
 * WebSub's publish ping (docs/product-rules.md §7.8; the form every public hub takes): one form POST per
 * changed feed, `hub.mode=publish` and `hub.url={feed's self URL}`. The hub then fetches the
 * feed and pushes it to its subscribers. A hub answers 2xx (204 as a rule) when it took it.
 */
export function createWebSubPublisher(hubUrl: string, options: RetryOptions): WebSubPublisher {
    return {
        async publish(feedUrls, stop) {
            const unique = [...new Set(feedUrls)];
            const outcomes = await Promise.all(
                unique.map((feedUrl) =>
                    sendWithRetries(
                        `WebSub ping for ${feedUrl}`,
                        async (signal) => {
                            const response = await fetch(hubUrl, {
                                method: 'POST',
                                body: new URLSearchParams({ 'hub.mode': 'publish', 'hub.url': feedUrl }),
                                signal,
                            });
                            await checkAnswer(response, 'The WebSub hub');
                        },
                        options,
                        stop,
                    ),
                ),
            );
            return {
                ok: outcomes.every((outcome) => outcome === 'sent'),
                unsent: unique.filter((_, index) => outcomes[index] === 'halted'),
            };
        },
    };
}
