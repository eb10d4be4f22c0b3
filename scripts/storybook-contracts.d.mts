// Types of scripts/storybook-contracts.mjs (a plain module, so Storybook's and vitest's configurations can load it).
import type { Plugin } from "vite";

export function storybookContracts(): Plugin;
