import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { RouteName } from '../../domain/routes';

/** A step of a route's answer: a handler, or an error handler for what the steps before it raised. */
type Step = RequestHandler | ErrorRequestHandler;

/** How one route of the table is answered. */
export interface RouteAnswer {
    /** The steps for each method the route table gives the route (GET answers HEAD too). */
    readonly byMethod: Partial<Record<'GET' | 'POST', readonly Step[]>>;
    /**
     * Or one handler for every request under the route's fixed part (`/static`, `/cdn`), whatever
     * the method, which reads the rest of the path itself.
     */
    readonly mounted?: RequestHandler;
}

/**
 * The answers of one route module, by route name. A module says what answers its routes; where
 * they go in the order requests are tried is the route table's (domain/routes.ts), which
 * server/routing/site-routes.ts walks. A page kind's answers are one of these
 * (server/pages/page-kind.ts).
 */
export class RouteAnswers {
    readonly #answers = new Map<RouteName, RouteAnswer>();

    get(name: RouteName, ...handlers: RequestHandler[]): this {
        return this.#add(name, 'GET', handlers);
    }

    post(name: RouteName, ...handlers: RequestHandler[]): this {
        return this.#add(name, 'POST', handlers);
    }

    /** Adds, after a route's handlers for a method, the one that answers what they raised. */
    onError(name: RouteName, method: 'GET' | 'POST', handler: ErrorRequestHandler): this {
        const steps = this.#answers.get(name)?.byMethod[method];
        if (!steps) throw new Error(`Route ${name} has no ${method} answer to add an error handler to`);
        this.#answers.set(name, { byMethod: { ...this.#answers.get(name)?.byMethod, [method]: [...steps, handler] } });
        return this;
    }

    mount(name: RouteName, handler: RequestHandler): this {
        if (this.#answers.has(name)) throw new Error(`Route ${name} is answered twice`);
        this.#answers.set(name, { byMethod: {}, mounted: handler });
        return this;
    }

    /** Adds another module's answers (a page kind's parts): a route both answer is an error. */
    with(other: RouteAnswers): this {
        for (const [name, answer] of other.#answers) {
            if (this.#answers.has(name)) throw new Error(`Route ${name} is answered twice`);
            this.#answers.set(name, answer);
        }
        return this;
    }

    /** The routes these answers are for. */
    get names(): RouteName[] {
        return [...this.#answers.keys()];
    }

    /** Every answer of these modules, by route name; a route two modules answer is an error. */
    static merge(modules: readonly RouteAnswers[]): Map<RouteName, RouteAnswer> {
        const all = new Map<RouteName, RouteAnswer>();
        for (const module of modules) {
            for (const [name, answer] of module.#answers) {
                if (all.has(name)) throw new Error(`Route ${name} is answered twice`);
                all.set(name, answer);
            }
        }
        return all;
    }

    #add(name: RouteName, method: 'GET' | 'POST', steps: readonly Step[]): this {
        const answer = this.#answers.get(name) ?? { byMethod: {} };
        if (answer.mounted || answer.byMethod[method]) throw new Error(`Route ${name} is answered twice for ${method}`);
        this.#answers.set(name, { byMethod: { ...answer.byMethod, [method]: steps } });
        return this;
    }
}
