// The special collection's own texts; load more, loading, failure and "N more items loaded" are the shared listing
// texts (markets/listing-messages.ts). Category names come from the server's tab links.
import { createMessages } from "../../markets/messages";

const en = {
  /** Announced after a tab switch or Back/Forward: the count per category. */
  categoryCount: { one: "{category}: {count} product", other: "{category}: {count} products" },
  categoryFailed: "This category could not be loaded.",
  /** The load-more button after a failure: it asks for the failed page again. */
  retry: "Try again",
};

export const specialCollectionText = createMessages(en, {
  it: {
    categoryCount: { one: "{category}: {count} prodotto", other: "{category}: {count} prodotti" },
    categoryFailed: "Impossibile caricare questa categoria.",
    retry: "Riprova",
  },
  pt: {
    categoryCount: { one: "{category}: {count} produto", other: "{category}: {count} produtos" },
    categoryFailed: "Não foi possível carregar esta categoria.",
    retry: "Tentar novamente",
  },
  "zh-Hans": { categoryCount: { other: "{category}：{count} 件商品" }, categoryFailed: "无法加载此类别。", retry: "重试" },
  "zh-Hant": { categoryCount: { other: "{category}：{count} 件商品" }, categoryFailed: "無法載入此類別。", retry: "重試" },
  ja: { categoryCount: { other: "{category}：{count}点" }, categoryFailed: "このカテゴリーを読み込めませんでした。", retry: "再試行" },
  ko: { categoryCount: { other: "{category}: 상품 {count}개" }, categoryFailed: "이 카테고리를 불러올 수 없습니다.", retry: "다시 시도" },
  ar: {
    categoryCount: {
      zero: "{category}: لا منتجات",
      one: "{category}: منتج واحد",
      two: "{category}: منتجان",
      few: "{category}: {count} منتجات",
      many: "{category}: {count} منتجًا",
      other: "{category}: {count} منتج",
    },
    categoryFailed: "تعذّر تحميل هذه الفئة.",
    retry: "أعد المحاولة",
  },
  ru: {
    categoryCount: {
      one: "{category}: {count} товар",
      few: "{category}: {count} товара",
      many: "{category}: {count} товаров",
      other: "{category}: {count} товара",
    },
    categoryFailed: "Не удалось загрузить эту категорию.",
    retry: "Повторить",
  },
  tr: { categoryCount: { other: "{category}: {count} ürün" }, categoryFailed: "Bu kategori yüklenemedi.", retry: "Tekrar dene" },
  th: { categoryCount: { other: "{category}: {count} รายการ" }, categoryFailed: "ไม่สามารถโหลดหมวดหมู่นี้ได้", retry: "ลองอีกครั้ง" },
  el: {
    categoryCount: { one: "{category}: {count} προϊόν", other: "{category}: {count} προϊόντα" },
    categoryFailed: "Δεν ήταν δυνατή η φόρτωση αυτής της κατηγορίας.",
    retry: "Δοκιμάστε ξανά",
  },
});
