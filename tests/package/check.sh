#!/usr/bin/env bash
# The package as a consumer receives it: packs the built dist/, checks what the
# tarball ships, installs it into two consumer projects (moduleResolution NodeNext and Bundler) that type-check the
# public types and `window.vitrine` with the repo's TypeScript, then lints it with publint and are-the-types-wrong.
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
  package/dist/types/core/public-api.d.ts; do
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
  "files": ["index.ts"]
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
  for dep in $(node -p 'Object.keys(require(process.argv[1]).dependencies ?? {}).join(" ")' "$consumer/node_modules/vitrine/package.json"); do
    mkdir -p "$(dirname "$consumer/node_modules/$dep")"
    ln -s "$repo/node_modules/$dep" "$consumer/node_modules/$dep"
  done
  "$repo/node_modules/.bin/tsc" -p "$consumer" || fail "the public types do not compile for a $resolution consumer"
  # The entry a bundler or the browser resolves is the built bootloader.
  entry=$(cd "$consumer" && node --input-type=module -e 'console.log(import.meta.resolve("vitrine"))')
  [[ $entry == */node_modules/vitrine/dist/vitrine.js ]] || fail "\"vitrine\" resolves to $entry"
  printf 'package: %s consumer type-checks\n' "$resolution"
done

npx --no-install publint run "$tarball" --strict
# ESM-only browser package: nothing is offered to require(), so the CommonJS resolutions are out of scope.
npx --no-install attw "$tarball" --profile esm-only --no-emoji --no-color
