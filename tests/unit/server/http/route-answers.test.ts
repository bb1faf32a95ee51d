import type { RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import { RouteAnswers } from '../../../../server/http/route-answers';

const handler: RequestHandler = (_req, res) => void res.end();

/** What answers each route is said once; where it is tried is the route table's (server/routing/site-routes.ts). */
describe('RouteAnswers', () => {
    it('keeps each method of a route, error handlers after the handlers', () => {
        const failure = () => {};
        const answers = RouteAnswers.merge([
            new RouteAnswers()
                .get('subscribe', handler)
                .post('subscribe', handler)
                .onError('subscribe', 'POST', failure),
        ]);
        expect(answers.get('subscribe')?.byMethod.GET).toEqual([handler]);
        expect(answers.get('subscribe')?.byMethod.POST).toEqual([handler, failure]);
    });

    it('refuses a route answered twice, in one module or in two', () => {
        expect(() => new RouteAnswers().get('home', handler).get('home', handler)).toThrow(/home is answered twice/);
        expect(() => new RouteAnswers().mount('cdn', handler).get('cdn', handler)).toThrow(/cdn is answered twice/);
        expect(() =>
            RouteAnswers.merge([new RouteAnswers().get('home', handler), new RouteAnswers().get('home', handler)]),
        ).toThrow(/home is answered twice/);
    });

    it('refuses an error handler for a method the route does not answer', () => {
        expect(() => new RouteAnswers().onError('subscribe', 'POST', () => {})).toThrow(/no POST answer/);
    });
});
