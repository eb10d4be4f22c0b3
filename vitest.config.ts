import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { chunkUrl } from "./scripts/chunk-url.mjs";
import { storybookContracts } from "./scripts/storybook-contracts.mjs";

// Most of a test file's cost is not its tests but what runs before them, once per file: the happy-dom window and
// tests/unit/setup.ts (msw/node plus every fixture handler, the biggest import of the suite). Files that test pure
// code (rules, controllers, formats, catalogues) need neither: they run in Node with no setup file. Everything
// else, and any new file until it is listed here, gets the DOM and the fixture backend.
const PURE = [
  "core/{authoring,config,csp,format,fragment-paths,routes}.test.ts",
  "core/listing/{paging,engine}.test.ts",
  "core/debounce.test.ts",
  "core/clicks.test.ts",
  "core/product/*.test.ts",
  "markets/*.test.ts",
  "fixtures/{catalogue,search-index}.test.ts",
  "widgets/{article-list,collection-menu,guest-order,header-menu,product-fallback,product-listing,product-page,quick-buy,search-facets,shopping-bag,tile-labels}/rules.test.ts",
  "widgets/{article-list,product-listing}/controller.test.ts",
  "widgets/registry.test.ts",
  // The form core's rules and the appointment's.
  "core/forms/{rules,person}.test.ts",
  "widgets/appointment-form/rules.test.ts",
  // The market's checkout rules.
  "core/checkout/rules.test.ts",
  // Node-only checks of the repository itself: the lint rules, the generated docs, the fixtures' imports.
  "tests/unit/{lint-rules,reference,spec-map}.test.ts",
  "fixtures/{oracles,server/screens/media}.test.ts",
];

export default defineConfig({
  plugins: [chunkUrl(), storybookContracts()],
  test: {
    // Vitest's default in `run` is one worker fewer than the cores, leaving one to the main process: on a 2-core
    // machine a single worker, the files one after another while a core mostly waited (the main process transforms
    // and reports, a few percent of the run). At least two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
    // Property tests (fast-check) take seconds on an idle machine and several times that on a loaded one; the
    // default 5 s made them fail on timing alone. A hung test still fails, later.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        // Pure modules hold no state for one file to leak into the next: one module graph per worker, not per file.
        test: { name: "pure", environment: "node", include: PURE, isolate: false, setupFiles: ["tests/unit/all-messages.ts"] },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "happy-dom",
          include: ["{core,widgets,markets,fixtures,tests/unit,tools}/**/*.test.{ts,tsx}"],
          exclude: PURE,
          setupFiles: ["tests/unit/setup.ts", "tests/unit/all-messages.ts"],
        },
      },
    ],
  },
});
