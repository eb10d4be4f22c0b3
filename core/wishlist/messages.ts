// The wishlist toggle's texts (core/wishlist/toggle.ts), in every market language (tests/unit/market-texts.test.tsx).
import { createMessages } from "../../markets/messages";

export const en = {
  save: "Save to wishlist",
  saveNamed: "Save to wishlist: {name}",
  failed: "Sorry, your wishlist could not be changed. Please try again.",
  full: "Your wishlist is full ({limit} items): remove one to save another.",
  notKept: "Saved for this visit only: this browser does not keep your wishlist on this device.",
};

export type WishlistTextKey = keyof typeof en;

export const wishlistText = createMessages(en, (language) => import(`./messages/${language}.ts`));
