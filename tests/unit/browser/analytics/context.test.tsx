import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Analytics, AnalyticsProvider, useAnalytics } from '../../../../browser/analytics/context';
import { connectTracker, pageAnalytics } from '../../../../browser/analytics/page-analytics';

function Tracks({ onAnalytics }: { onAnalytics: (analytics: Analytics) => void }) {
    onAnalytics(useAnalytics());
    return <p>tracked</p>;
}

describe('analytics context (docs/product-rules.md §6.5)', () => {
    it('throws when the hook is used outside its provider', () => {
        expect(() => renderToString(<Tracks onAnalytics={() => {}} />)).toThrow(
            'useAnalytics() was used outside its <AnalyticsProvider>',
        );
    });

    it('gives the provided analytics inside the provider', () => {
        let received: Analytics | null = null;
        const analytics: Analytics = { track() {} };
        const html = renderToString(
            <AnalyticsProvider analytics={analytics}>
                <Tracks onAnalytics={(value) => (received = value)} />
            </AnalyticsProvider>,
        );
        expect(html).toBe('<p>tracked</p>');
        expect(received).toBe(analytics);
    });
});

describe('page analytics', () => {
    it('keeps events sent before the tracker exists and hands them over, in order', () => {
        pageAnalytics.track('Image view', { image_uuid: 'a' });
        pageAnalytics.track('Image download');
        const sent: [string, Record<string, unknown> | undefined][] = [];
        connectTracker({ track: (event, properties) => sent.push([event, properties]) });
        pageAnalytics.track('Gallery image view', { position: 2 });
        expect(sent).toEqual([
            ['Image view', { image_uuid: 'a' }],
            ['Image download', {}],
            ['Gallery image view', { position: 2 }],
        ]);
    });
});
