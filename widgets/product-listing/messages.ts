// The product listing's own texts; the shared ones (load more, loading, failure, counter) are markets/listing-messages.
import { createMessages } from "../../markets/messages";

export const productListingText = createMessages(
  {
    /** The feed's accessible name when the listing has no labelling heading. */
    feedLabel: "Products",
  },
  {
    it: { feedLabel: "Prodotti" },
    pt: { feedLabel: "Produtos" },
    "zh-Hans": { feedLabel: "商品" },
    "zh-Hant": { feedLabel: "商品" },
    ja: { feedLabel: "商品" },
    ko: { feedLabel: "상품" },
    ar: { feedLabel: "المنتجات" },
    ru: { feedLabel: "Товары" },
    tr: { feedLabel: "Ürünler" },
    th: { feedLabel: "สินค้า" },
    el: { feedLabel: "Προϊόντα" },
  },
);
