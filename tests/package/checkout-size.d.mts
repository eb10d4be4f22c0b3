// Types of checkout-size.mjs for the e2e specs that read which chunks are checkout code (and which are translations).
export function checkoutChunks(dist?: string): string[];
export function staticClosure(roots: readonly string[], dist?: string): string[];
export function translationChunks(dist?: string): string[];
