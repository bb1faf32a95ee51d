import type { RequestHandler } from 'express';
import { siteEdition } from '../request-scope/request-context';

/** Sets the security headers of the content the request is served from (its edition). */
export const editionSecurityHeaders: RequestHandler = (_req, res, next) => {
    for (const [name, value] of siteEdition(res).securityHeaders) res.setHeader(name, value);
    next();
};

/** Features no press-room page uses. */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
    res.setHeader(
        'Permissions-Policy',
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    next();
};
