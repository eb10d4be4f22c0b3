import { z } from "zod";

// The storefront runs under a strict CSP (no eval): stop zod probing `new Function`.
z.config({ jitless: true });

export { z };
