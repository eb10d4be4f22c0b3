#!/usr/bin/env bash
# The whole test suite, as CI runs it: types, lint and format,
# unit tests (vitest + happy-dom), the build and the entry's size budget, the package as consumers get it,
# the Storybook build, the Playwright suite in Debian's Chromium against the fixture backend, its visual baselines
# (with the CJK and Arabic fonts they need), and the main flows in
# WebKit (WebKitGTK) and Firefox (tests/engines/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tests/ensure-chromium.sh
bash scripts/ensure-apt.sh ffmpeg # the video fixtures are made with it (scripts/make-media.ts)
bash tests/engines/ensure-engines.sh
bash tests/visual/ensure-fonts.sh
step() { printf '\n== %s\n' "$1"; }
step "types"; npx tsc --noEmit && npx tsc --noEmit -p tsconfig.browser.json
step "lint"; npm run lint --silent && npm run format:check --silent
step "unit"; npx vitest run
step "build"; npm run build --silent
step "entry size"; node tests/package/entry-size.mjs && node tests/package/loader-es5.mjs && node tests/package/language-chunks.mjs
step "checkout size"; node tests/package/checkout-size.mjs
step "package"; bash tests/package/check.sh
step "storybook build"; npx storybook build --quiet -o storybook-static >/dev/null
step "e2e"; npx playwright test
step "visual baselines"; npx playwright test -c playwright.visual.config.ts
step "webkit and firefox"; npx tsx tests/engines/run.ts
