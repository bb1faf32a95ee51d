// What `npm run lint:imports` checks (docs/architecture.md, Layers): no import cycle anywhere,
// and imports that run one way only: down the layers of server/, and from views/ to islands/ to
// the island API of views/ (views/islands/, the site context). Biome's noRestrictedImports
// (biome.json) keeps the rules between environments (views never import server/, domain/ imports
// nothing, browser code never server/); a layer order and cycles are what it cannot express.
// Type-only imports count: a type imported from above still ties the lower folder to the upper.

/**
 * The layers of server/, top to bottom: each may import only the layers below it (and itself).
 * A folder or root file of server/ that is in no layer fails `server-folder-has-a-layer`.
 */
const SERVER_LAYERS = [
    ['main.ts'],
    ['process/'],
    ['app.ts'],
    ['routing/'],
    // Page kinds (pages/{kind}/) and the other route modules: peers, above what they render with.
    ['pages/', 'routes/'],
    // The MCP server for assistants (docs/mcp.md), which routes/mcp.ts answers /mcp with.
    ['mcp/'],
    // ActivityPub (issue 34): Fedify's federation, its actors and publishing, and the stores it runs on.
    ['middleware/'],
    ['render/'],
    ['seo/'],
    ['story-pdf/'],
    ['media/'],
    ['app-deps.ts'],
    ['limits/'],
    ['search/'],
    ['cache/'],
    ['push/'],
    ['federation/'],
    ['i18n/'],
    ['request-scope/'],
    ['content/'],
    ['bus/'],
    ['analytics/'],
    ['observability/'],
    ['http/'],
    ['http-error.ts', 'logger.ts'],
    ['config/'],
];

const escapeDots = (text) => text.replace(/[.]/g, '\\.');
const pathsOf = (layer) =>
    `^server/(${layer.map((part) => (part.endsWith('/') ? escapeDots(part) : `${escapeDots(part)}$`)).join('|')})`;

const layerRules = SERVER_LAYERS.slice(1).map((layer, index) => ({
    name: `server-layer-${layer[0].replace(/[/.]/g, '-').replace(/-$/, '')}`,
    severity: 'error',
    comment: `server/${layer.join(', server/')} may import only the layers below it (docs/architecture.md, Layers)`,
    from: { path: pathsOf(layer) },
    to: { path: pathsOf(SERVER_LAYERS.slice(0, index + 1).flat()) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
    forbidden: [
        {
            name: 'no-circular',
            severity: 'error',
            comment:
                'An import cycle: files that need each other are one concept, or share one that belongs in a file of its own',
            from: {},
            to: { circular: true },
        },
        ...layerRules,
        {
            name: 'server-folder-has-a-layer',
            severity: 'error',
            comment:
                'Every folder and root file of server/ has its place in SERVER_LAYERS (.dependency-cruiser.cjs, docs/architecture.md)',
            from: { path: '^server/', pathNot: pathsOf(SERVER_LAYERS.flat()) },
            to: {},
        },
        {
            name: 'islands-use-only-the-island-api-of-views',
            severity: 'error',
            comment:
                'Views render islands, so islands/ imports of views/ only the island API (views/islands/), the site context it hands the props, and IconShape, the one view the browser shares',
            from: { path: '^islands/' },
            to: {
                path: '^views/',
                pathNot: '^views/(islands/|site-context\\.tsx$|components/(IconShape\\.tsx|shared-html\\.ts)$)',
            },
        },
        {
            name: 'the-island-api-never-imports-islands',
            severity: 'error',
            comment: 'views/islands/ and the site context are below islands/: they never import an island',
            from: { path: '^views/(islands/|site-context\\.tsx$)' },
            to: { path: '^islands/' },
        },
    ],
    options: {
        tsPreCompilationDeps: true,
        tsConfig: { fileName: 'tsconfig.json' },
        doNotFollow: { path: 'node_modules' },
        exclude: { path: '^(node_modules|dist|\\.cache)/' },
        enhancedResolveOptions: {
            exportsFields: ['exports'],
            conditionNames: ['import', 'require', 'node', 'default', 'types'],
            extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
        },
    },
};
