// Types of scripts/chunk-url.mjs (a plain module, so rollup.config.mjs can load it too).
import type { Plugin } from "vite";

export function chunkUrl(): Plugin;
