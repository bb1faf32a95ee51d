// esbuild plugin `react-esm-facade`: our code reaches React's CommonJS packages through one
// generated ES module.
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React ships CommonJS. Imported as it is, every island module gets its own interop wrapper and
 * calls each hook and jsx() through the module object, `(0, ns.useState)(…)`. Our code imports
 * the four packages from one generated ES module instead, which binds each of their exports once
 * (in the shared React chunk, which every island reaches) so islands call `useState(…)` directly.
 * Each binding is a pure call, so the ones no island uses are dropped. A name two packages share
 * must be the same value in both (Fragment, version), else the build fails. Packages in
 * node_modules still import React's own files.
 */
const REACT_PACKAGES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

function reactFacadeModule(root) {
    const requireFromRoot = createRequire(path.join(root, 'package.json'));
    const lines = ['const pick = (cjs, name) => cjs[name];'];
    const seen = new Map();
    REACT_PACKAGES.forEach((pkg, index) => {
        const exported = requireFromRoot(pkg);
        lines.push(`import cjs${index} from ${JSON.stringify(pkg)};`);
        for (const name of Object.keys(exported).filter((key) => /^[A-Za-z_$][\w$]*$/.test(key))) {
            if (seen.has(name)) {
                if (seen.get(name) !== exported[name])
                    throw new Error(`${pkg} and another React package export different ${name}`);
                continue;
            }
            seen.set(name, exported[name]);
            lines.push(`export const ${name} = /* @__PURE__ */ pick(cjs${index}, ${JSON.stringify(name)});`);
        }
    });
    return lines.join('\n');
}

/** The plugin, resolving React's packages (and their exports) from the project at `root`. */
export function reactFacadePlugin(root) {
    return {
        name: 'react-esm-facade',
        setup(build) {
            build.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, (args) => {
                const ours = args.namespace === 'file' && !args.importer.includes(`${path.sep}node_modules${path.sep}`);
                if (ours && REACT_PACKAGES.includes(args.path))
                    return { path: 'react-packages', namespace: 'react-esm' };
            });
            build.onLoad({ filter: /.*/, namespace: 'react-esm' }, () => ({
                resolveDir: root,
                loader: 'js',
                contents: reactFacadeModule(root),
            }));
        },
    };
}
