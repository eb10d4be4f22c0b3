// Storybook 10 (written by hand: `storybook init` fails on these machines, see the toolchain notes).
// `public/mockServiceWorker.js` comes from `npx msw init .storybook/public --save=false`; regenerate it after an msw upgrade.
import type { StorybookConfig } from "@storybook/react-vite";
import { chunkUrl } from "../scripts/chunk-url.mjs";
import { storybookContracts } from "../scripts/storybook-contracts.mjs";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../widgets/**/*.stories.tsx"],
  // Each widget's docs page: the attribute table and example its story file gets from the manifest (withContract).
  addons: ["@storybook/addon-docs"],
  staticDirs: ["./public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), chunkUrl(), storybookContracts()] }),
};

export default config;
