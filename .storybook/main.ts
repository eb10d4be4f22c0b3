// Storybook 10 (written by hand: `storybook init` fails on these machines, see the toolchain notes).
// `public/mockServiceWorker.js` comes from `npx msw init .storybook/public --save=false`; regenerate it after an msw upgrade.
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../widgets/**/*.stories.tsx"],
  staticDirs: ["./public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
