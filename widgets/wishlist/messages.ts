// The wishlist pages' own texts; the toggle's are core/wishlist/messages.ts. Every market language has every key
// (english-leftovers.test.tsx).
import { createMessages, type Message } from "../../markets/messages";

export const en = {
  onDevice: "Your wishlist is kept on this device only. Sign in to keep it in your account.",
  signIn: "Sign in",
  loading: "Loading…",
  empty: "Your wishlist is empty.",
  sharedEmpty: "This link holds no wishlist.",
  dropped: { one: "{count} entry of this link could not be read.", other: "{count} entries of this link could not be read." } as Message,
  loadFailed: "Your wishlist could not be loaded.",
  itemFailed: "This product could not be loaded.",
  retry: "Try again",
  share: "Share this wishlist",
  shareHint: "Anyone with this link sees the list as it is now.",
  copy: "Copy link",
  copied: "Link copied.",
  copyFailed: "The link could not be copied: select it and copy it.",
} satisfies Record<string, Message>;

export type WishlistPageTextKey = keyof typeof en;

export const wishlistPageText = createMessages(en, (language) => import(`./messages/${language}.ts`));
