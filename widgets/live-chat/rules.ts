// The live-chat launcher's states, no DOM.

/** idle → loading → open, or → failed (the contact link is the way left); a failed load may be tried again. */
export type ChatState = "idle" | "loading" | "open" | "failed" | "unavailable";

/** What the vendor script leaves on `window` once loaded (our glue's contract, see README). */
export interface ChatVendor {
  open(options: { hub: string; language: string }): void;
}

export function isChatVendor(value: unknown): value is ChatVendor {
  return typeof value === "object" && value !== null && typeof (value as { open?: unknown }).open === "function";
}

/** Before any load: no configured script means there is no chat to offer, only the contact link. */
export function initialChatState(scriptUrl: string | undefined): ChatState {
  return scriptUrl ? "idle" : "unavailable";
}
