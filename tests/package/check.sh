#!/usr/bin/env bash
# The package as a consumer receives it: packs the built dist/, checks what the
# tarball ships, installs it into two consumer projects (moduleResolution NodeNext and Bundler) that type-check the
# public types, `window.vitrine` and a widget of their own (`vitrine/register`, `vitrine/widget`) with the repo's
# TypeScript, registers that widget in Chromium (register-page.mjs), then lints it with publint and are-the-types-wrong.
# Offline: the tarball is unpacked into the consumers' node_modules, its dependencies linked from the repo's.
# Needs a build (npm run build) first.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { printf 'package: %s\n' "$1" >&2; exit 1; }

[[ -f dist/vitrine.js ]] || fail "no dist/: run npm run build first"
tarball="$work/$(npm pack --silent --pack-destination "$work" 2>/dev/null | tail -n 1)"
[[ -f $tarball ]] || fail "npm pack made no tarball"

# What ships: the bootloader, the classic loader, the chunks and the public types; no sources, tests or fixtures.
contents=$(tar -tzf "$tarball")
for file in package/package.json package/README.md package/dist/vitrine.js package/dist/vitrine-loader.js \
  package/dist/register.js package/dist/widget.js package/dist/types/core/public-api.d.ts; do
  grep -qx "$file" <<<"$contents" || fail "the tarball lacks ${file#package/}"
done
grep -q '^package/dist/chunks/react-.*\.js$' <<<"$contents" || fail "the tarball lacks the chunks"
if grep -E '^package/(core|widgets|markets|fixtures|tests|\.storybook)/' <<<"$contents"; then
  fail "the tarball ships sources or tests (above)"
fi

# A page's own TypeScript, as its developers would set it up: only the public types and `window.vitrine`.
# (Written here rather than kept as a .ts file, which the repo's own tsc and eslint would pick up.)
consumer_project() {
  cat >"$3/package.json" <<'JSON'
{ "name": "vitrine-consumer", "private": true, "type": "module" }
JSON
  cat >"$3/tsconfig.json" <<JSON
{
  "compilerOptions": {
    "target": "ES2022", "lib": ["ES2022", "DOM"], "module": "$1", "moduleResolution": "$2",
    "strict": true, "noEmit": true, "skipLibCheck": false, "types": []
  },
  "files": ["index.ts", "team-card.ts"]
}
JSON
  cat >"$3/index.ts" <<'TS'
import type { VitrineApi, VitrineEvents } from "vitrine";

const api: VitrineApi | undefined = window.vitrine;

const stopErrors: () => void = api?.on("error", (detail: VitrineEvents["error"]) => detail.message.length) ?? (() => {});
stopErrors();

window.vitrine?.on("cart", ({ itemCount }: VitrineEvents["cart"]) => itemCount + 1);
void window.vitrine?.whenIdle().then(() => window.vitrine?.rescan(document.body));

// The types are real, not `any`: an unknown event does not compile.
// @ts-expect-error "no-such-event" is not a Vitrine event
window.vitrine?.on("no-such-event", () => {});

// The ready state, read or awaited at any time.
const started: boolean | undefined = window.vitrine?.isReady;
void window.vitrine?.ready.then(() => started);

// The team's own widget, registered from outside (README "Adding a widget"), with the contract's types.
import { register } from "vitrine/register";
register({ name: "team-card", hydrate: "visible", load: () => import("./team-card.js") });
// @ts-expect-error "soon" is not a hydration strategy
register({ name: "team-card", hydrate: "soon", load: () => import("./team-card.js") });
TS
  cat >"$3/team-card.ts" <<'TS'
import { attr, defineWidget, z, type Infer } from "vitrine/widget";

const attributes = z.object({ teamCardTitle: attr.string() });
const title = (value: Infer<typeof attributes>): string => value.teamCardTitle;

export default defineWidget({
  name: "team-card",
  attributes,
  enhance({ element, attributes }) {
    element.textContent = title(attributes);
    // @ts-expect-error the schema has no such attribute
    void attributes.other;
  },
});
TS
}

# Two consumers: NodeNext (node's own rules) and Bundler.
for setup in "NodeNext NodeNext" "ESNext Bundler"; do
  read -r module resolution <<<"$setup"
  consumer="$work/consumer-$resolution"
  mkdir -p "$consumer"
  consumer_project "$module" "$resolution" "$consumer"
  mkdir -p "$consumer/node_modules/vitrine"
  tar -xzf "$tarball" -C "$consumer/node_modules/vitrine" --strip-components=1
  # What the package asks for (dependencies, peers), and the React types a widget's author has anyway.
  for dep in $(node -p 'const p = require(process.argv[1]); Object.keys({ ...p.dependencies, ...p.peerDependencies }).join(" ")' \
    "$consumer/node_modules/vitrine/package.json") @types/react; do
    mkdir -p "$(dirname "$consumer/node_modules/$dep")"
    ln -s "$repo/node_modules/$dep" "$consumer/node_modules/$dep"
  done
  "$repo/node_modules/.bin/tsc" -p "$consumer" || fail "the public types do not compile for a $resolution consumer"
  # The entry a bundler or the browser resolves is the built bootloader.
  entry=$(cd "$consumer" && node --input-type=module -e 'console.log(import.meta.resolve("vitrine"))')
  [[ $entry == */node_modules/vitrine/dist/vitrine.js ]] || fail "\"vitrine\" resolves to $entry"
  printf 'package: %s consumer type-checks\n' "$resolution"
done

# Lean: the package installs nothing (dist/ is self-contained); React and zod are optional peers (react-external, types).
[[ $(node -p 'Object.keys(require(process.argv[1]).dependencies ?? {}).length' "$work/consumer-Bundler/node_modules/vitrine/package.json") == 0 ]] ||
  fail "the package lists dependencies a consumer installs for nothing"

# A React host shares its React with vitrine/react-external: bundled together (esbuild, as a host app's bundler
# would), React's source is in the output once, as in the host alone; with the self-contained "vitrine", twice.
react_copies() { # <entry module> → how many times React's element symbol is defined in the bundle
  local out="$work/bundle-$1"
  (cd "$work/consumer-Bundler" && printf '%s\n%s\ncreateRoot(document.body).render(jsx("p", {}));\n' \
    'import { jsx } from "react/jsx-runtime"; import { createRoot } from "react-dom/client";' "$2" >"$1.js" &&
    "$repo/node_modules/.bin/esbuild" "$1.js" --bundle --splitting --format=esm --log-level=error --outdir="$out")
  cat "$out"/*.js | grep -o 'Symbol.for("react.transitional.element")' | wc -l
}
host=$(react_copies host "")
shared=$(react_copies shared 'import "vitrine/react-external";')
own=$(react_copies own 'import "vitrine";')
[[ $shared == "$host" ]] || fail "vitrine/react-external brings a React of its own ($shared copies of React's element symbol, the host alone $host)"
((own > host)) || fail "the self-contained vitrine was expected to carry its own React (the check above would prove nothing)"
printf 'package: a React host bundling vitrine/react-external has one React\n'

# In the browser: a widget registered from outside, from the unpacked tarball.
npx --no-install tsx tests/package/register-page.mjs "$work/consumer-Bundler/node_modules/vitrine"

npx --no-install publint run "$tarball" --strict
# ESM-only browser package: nothing is offered to require(), so the CommonJS resolutions are out of scope.
npx --no-install attw "$tarball" --profile esm-only --no-emoji --no-color
