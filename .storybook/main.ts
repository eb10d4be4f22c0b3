// Storybook 10 (written by hand: `storybook init` fails on these machines, see the toolchain notes).
// `public/mockServiceWorker.js` comes from `npx msw init .storybook/public --save=false`; regenerate it after an msw upgrade.
import type { StorybookConfig } from "@storybook/react-vite";
import { chunkUrl } from "../scripts/chunk-url.mjs";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../widgets/**/*.stories.tsx"],
  staticDirs: ["./public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), chunkUrl()] }),
};

export default config;
