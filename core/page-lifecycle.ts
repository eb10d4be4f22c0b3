// The page's one lifecycle, as the bootloader that started puts it here (core/boot.ts): `vitrine/register` adds to
// it (core/register.ts). A second copy of vitrine.js (a bundle that carries its own) starts none and leaves this empty.
import type { Lifecycle } from "./lifecycle";

export const started: Lifecycle[] = [];
