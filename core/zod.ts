import { z } from "zod/mini";

// The storefront runs under a strict CSP (no eval): stop zod probing `new Function`.
// zod/mini loads no locale by itself: English gives the same default messages as classic zod.
z.config({ jitless: true, ...z.locales.en() });

export { z };
