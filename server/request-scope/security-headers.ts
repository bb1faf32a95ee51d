import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { EMBED_FRAME_SOURCES } from '../../domain/content/embed-players';
import type { ExtraHosts } from '../analytics/third-party-hosts';
import type { Config } from '../config/config';

const originOf = (url: string) => new URL(url).origin;

/** Response headers as name and value, worked out once and set on every answer. */
export type HeaderList = [string, string | number | string[]][];

/**
 * Security headers. The Content-Security-Policy allows scripts and styles from our own origin
 * only: islands are files, their props are JSON data blocks, and the theme is a stylesheet, so
 * neither 'unsafe-inline' nor per-request nonces (which would defeat caching) are needed.
 * Third-party hosts are added only when the feature using them is configured (`extra`, from the
 * newsroom's settings: server/analytics/third-party-hosts.ts); the one exception to inline,
 * styles for a configured OneTrust banner, is decision 17. Each content snapshot's are worked out
 * once, by its edition (server/request-scope/site-edition.ts).
 */
export function securityHeaders(config: Config, extra: Partial<ExtraHosts> = {}): HeaderList {
    const cdn = originOf(config.assetsCdnUrl);
    // Our own collector is a path on the page's origin ('self'); another one is named by its origin.
    const analytics = config.ANALYTICS_URL ? [originOf(config.ANALYTICS_URL)] : [];
    return headersOf(
        helmet({
            contentSecurityPolicy: {
                useDefaults: false,
                directives: {
                    defaultSrc: ["'self'"],
                    scriptSrc: ["'self'", ...(extra.scriptSrc ?? [])],
                    styleSrc: ["'self'", ...(extra.styleSrc ?? [])],
                    imgSrc: ["'self'", 'data:', cdn, ...(extra.imgSrc ?? [])],
                    fontSrc: ["'self'"],
                    connectSrc: ["'self'", ...analytics, ...(extra.connectSrc ?? [])],
                    // Players of embedded media, loaded only after the visitor presses play (decision 21).
                    frameSrc: [...EMBED_FRAME_SOURCES, ...(extra.frameSrc ?? [])],
                    mediaSrc: ["'self'", cdn],
                    objectSrc: ["'none'"],
                    baseUri: ["'self'"],
                    formAction: ["'self'", originOf(config.PRIVACY_PORTAL_URL)],
                    frameAncestors: ["'self'"],
                    upgradeInsecureRequests: config.isProduction ? [] : null,
                },
            },
            strictTransportSecurity: config.isProduction ? { maxAge: 63072000, includeSubDomains: true } : false,
            referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
            crossOriginEmbedderPolicy: false,
            crossOriginResourcePolicy: { policy: 'cross-origin' },
        }),
    );
}

/**
 * The headers a helmet middleware sets, worked out once. helmet serialises the whole policy on
 * every request, since a directive may be a function of the request; ours never are, and
 * copying the finished strings costs far less (figures: docs/benchmarks.md#figures-behind-the-codes-choices).
 */
function headersOf(middleware: RequestHandler): HeaderList {
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    let failure: unknown;
    middleware(request as Request, response as unknown as Response, (error?: unknown) => {
        failure = error;
    });
    if (failure) throw failure;
    return Object.entries(response.getHeaders()).filter(
        (header): header is [string, string | number | string[]] => header[1] !== undefined,
    );
}
