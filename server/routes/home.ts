import { Router } from 'express';
import { createElement } from 'react';
import { HomePage } from '../../views/pages/HomePage';
import type { AppDeps } from '../app-deps';
import { sendPage } from '../render/send-page';
import { requestState } from '../request-state';
import { basePageHead } from '../seo/page-head';

export function homeRoutes(deps: AppDeps): Router {
    const router = Router();
    router.get('/', (_req, res) => {
        const { snapshot, language } = requestState(res);
        const stories = [...snapshot.listedStories(language.code)];
        sendPage(res, deps, {
            head: (site) => basePageHead(site, {}),
            page: createElement(HomePage, { stories }),
        });
    });
    return router;
}
