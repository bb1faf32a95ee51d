import type { Response } from 'express';
import { createElement } from 'react';
import { type OwnPolicy, ownPolicy, type PolicyPageName } from '../../../domain/policies';
import { sanitizePolicyHtml } from '../../../views/components/sanitize-policy-html';
import { PolicyPage, type PolicyText } from '../../../views/pages/PolicyPage';
import type { AppDeps } from '../../app-deps';
import { RouteAnswers } from '../../http/route-answers';
import { PAGE_CACHE_CONTROL, sendPage } from '../../render/send-page';
import { requestContext } from '../../request-scope/request-context';

/** The privacy and cookie policies (docs/product-rules.md §2.1). */
export function policyRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('privacyPolicy', (_req, res) => sendPolicy(res, deps, 'privacy-policy'));
    routes.get('cookiePolicy', (_req, res) => sendPolicy(res, deps, 'cookie-policy'));
    return routes;
}

const POLICY_TITLES = { 'privacy-policy': 'policy.privacyTitle', 'cookie-policy': 'policy.cookiesTitle' } as const;

/**
 * A policy page: the policy Prezly keeps for the newsroom when it has one (domain/policies.ts),
 * a document rendered as a story body is (an export's HTML sanitised); a policy that lives at
 * its own address is a redirect there; else the generic translated text.
 */
function sendPolicy(res: Response, deps: AppDeps, kind: PolicyPageName): void {
    const { snapshot, t } = requestContext(res);
    const own = ownPolicy(snapshot.newsroom, kind);
    if (own && 'link' in own) {
        res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
        res.redirect(302, own.link);
        return;
    }
    sendPage(res, deps, {
        keys: [],
        head: { title: t(POLICY_TITLES[kind]) },
        page: createElement(PolicyPage, { kind, own: own ? policyText(own) : null }),
    });
}

function policyText(own: Exclude<OwnPolicy, { link: string }>): PolicyText | null {
    if ('document' in own) return own;
    const html = sanitizePolicyHtml(own.html);
    return html ? { html } : null;
}
