// The browser every e2e test and the bench launch: Debian's Chromium unless CHROMIUM_PATH names another, with the
// flags known to work on this kind of machine (shared/notes/toolchain.md): without the background-networking ones
// Chromium keeps trying the closed network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
