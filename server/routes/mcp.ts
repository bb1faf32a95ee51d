import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import type { SiteDeps } from '../app-deps';
import { RouteAnswers } from '../http/route-answers';
import { sendApiError } from '../i18n/api-messages';
import { newsroomMcpServer } from '../mcp/newsroom-mcp-server';
import { requestContext } from '../request-scope/request-context';

/** A JSON-RPC request is a tool call with a few short arguments: 64 KB is far more than any needs. */
const MAX_BODY = '64kb';
const SERVER_VERSION = '1.0.0';

/** A JSON-RPC error answer with no id (the request's id may be unreadable), as the SDK's stateless example sends. */
function sendRpcError(res: Response, status: number, code: number, message: string): void {
    res.status(status)
        .setHeader('Cache-Control', 'no-store')
        .json({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/**
 * DNS rebinding (docs/mcp.md, "Limits"): a page on another site a browser has open may not call
 * us, so a request whose Origin is present and not the site's own is refused, and so is one
 * whose Host is not the site's host (`req.hostname` honours TRUST_PROXY's X-Forwarded-Host).
 */
const sameSite: RequestHandler = (req, res, next) => {
    const site = new URL(requestContext(res).urls.absoluteRoot('/'));
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== site.origin) return sendRpcError(res, 403, -32000, 'Origin not allowed');
    if (req.hostname !== site.hostname) return sendRpcError(res, 403, -32000, 'Host not allowed');
    next();
};

/** A body the JSON parser refuses: too large (413) or not JSON (400, JSON-RPC's parse error). */
const bodyRefused: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (error?.type === 'entity.too.large')
        return sendRpcError(res, 413, -32600, `Request body larger than ${MAX_BODY}`);
    if (error?.type === 'entity.parse.failed')
        return sendRpcError(res, 400, -32700, 'Parse error: the body is not JSON');
    next(error);
};

/**
 * `/mcp`: the newsroom's read-only Model Context Protocol server (docs/mcp.md) over Streamable
 * HTTP, stateless: each POST gets a new server and transport over the snapshot the request
 * sees, so there is no session to keep and any instance answers. Without sessions there is no
 * stream to open with GET (405 here) nor session to end with DELETE (the site's 405, JSON as
 * under /api). Each POST counts against the client's RATE_LIMIT_SEARCH, the budget of the
 * search it mostly does.
 */
export function mcpRoutes(deps: SiteDeps): RouteAnswers {
    const routes = new RouteAnswers();
    const parseJson = express.json({ limit: MAX_BODY });
    // MCP_ENABLED=false: the endpoint does not exist (the JSON 404 of /api).
    const switchedOn: RequestHandler = (req, res, next) =>
        deps.config.MCP_ENABLED ? next() : sendApiError(deps.i18n, req, res, 404, 'api.notFound');
    routes.post('mcp', switchedOn, sameSite, deps.limits.step('search'), parseJson, async (req, res) => {
        // Each answer is one client's call: never cached, never indexed.
        res.setHeader('X-Robots-Tag', 'noindex').setHeader('Cache-Control', 'no-store');
        const { snapshot, urls } = requestContext(res);
        const server = newsroomMcpServer({
            snapshot,
            urls,
            search: deps.search,
            cdnUrl: deps.config.assetsCdnUrl,
            version: SERVER_VERSION,
        });
        // Stateless: no session ids; plain JSON answers rather than an event stream.
        const transport = new StreamableHTTPServerTransport({
            sessionIdGenerator: undefined,
            enableJsonResponse: true,
        });
        res.on('close', () => {
            void transport.close();
            void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(req, res, req.body);
    });
    routes.onError('mcp', 'POST', bodyRefused);
    // No stream to open without a session: 405, which MCP clients take to mean "none offered".
    routes.get('mcp', switchedOn, sameSite, (_req, res) => {
        res.setHeader('Allow', 'POST');
        sendRpcError(
            res,
            405,
            -32000,
            'Method not allowed: this server is stateless; send JSON-RPC requests with POST',
        );
    });
    return routes;
}
