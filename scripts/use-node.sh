# Puts the Node.js that `.node-version` names first on PATH, for this shell, when the `node` on
# PATH is another version. Source it from the repository's root (bash or zsh):
#
#     source scripts/use-node.sh
#
# The binary is the npm registry's build of Node (the `node-{platform}-{arch}` packages, which the
# `node` package itself installs), kept in `.cache/node/{version}`, so nothing but npm is needed.
# `.ci/run` uses it too. With nvm or fnm, `nvm use` / `fnm use` read the same version instead.
newsroom_node_version=$(tr -d '[:space:]' <.node-version)
if [ "$(node --version 2>/dev/null)" != "v${newsroom_node_version}" ]; then
    newsroom_node_package="node-$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m | sed -e 's/x86_64/x64/' -e 's/aarch64/arm64/')"
    newsroom_node_dir="$PWD/.cache/node/${newsroom_node_version}"
    newsroom_node_bin="${newsroom_node_dir}/node_modules/${newsroom_node_package}/bin"
    if [ ! -x "${newsroom_node_bin}/node" ]; then
        echo "Fetching Node ${newsroom_node_version} (${newsroom_node_package}) from the npm registry into ${newsroom_node_dir}"
        mkdir -p "${newsroom_node_dir}"
        npm install --prefix "${newsroom_node_dir}" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
            "${newsroom_node_package}@${newsroom_node_version}" >/dev/null
    fi
    if [ -x "${newsroom_node_bin}/node" ]; then
        export PATH="${newsroom_node_bin}:$PATH"
    else
        echo "No ${newsroom_node_package}@${newsroom_node_version} in the npm registry: install Node ${newsroom_node_version} another way (nvm, fnm, your system's packages)" >&2
    fi
fi
echo "Node $(node --version) at $(command -v node)"
unset newsroom_node_version newsroom_node_package newsroom_node_dir newsroom_node_bin
