// esbuild plugin `react-router-production`, for the server bundle.
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * react-router's package exports hand Node its development build only (it leaves the choice of
 * the production build to bundlers), and that build checks and warns on every link and path
 * it makes: a fifth of an uncached page render. The server imports the production build by its
 * file, relative to the server's output folder (dist/server/), so its own dependencies (its copy
 * of `cookie`) and React still resolve from node_modules as usual.
 */
export function reactRouterProduction(root, serverOutdir) {
    return {
        name: 'react-router-production',
        setup(build) {
            const file = path.join(root, 'node_modules/react-router/dist/production/index.mjs');
            if (!existsSync(file)) throw new Error(`react-router's production build is missing: ${file}`);
            build.onResolve({ filter: /^react-router$/ }, () => ({
                path: path.relative(serverOutdir, file),
                external: true,
            }));
        },
    };
}
