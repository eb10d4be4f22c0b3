// The product page's own texts; life-cycle labels and prices are the shared product texts (markets/messages.ts).
// The fixture server renders the same texts, so hydration changes no wording.
import { createMessages } from "../../markets/messages";

const en = {
  colour: "Colour",
  size: "Size",
  oneSize: "One size",
  /** The no-JavaScript size form's submit button. */
  chooseSize: "Choose",
  checking: "Checking availability…",
  checkFailed: "Availability could not be checked.",
  detailsFailed: "The details of this colour could not be loaded.",
  retry: "Try again",
  availableOnline: "Available online",
  inStoreOnly: "Out of stock online, available in store",
  soldOut: "Out of stock",
  findInStore: "Find in store",
  wishlist: "Add to wishlist",
  item: "Item",
};
export type ProductPageKey = keyof typeof en;

export const productPageText = createMessages(en, {
  it: {
    colour: "Colore", size: "Taglia", oneSize: "Taglia unica", chooseSize: "Scegli", checking: "Verifica disponibilità…",
    checkFailed: "Impossibile verificare la disponibilità.",
    detailsFailed: "Impossibile caricare i dettagli di questo colore.", retry: "Riprova", availableOnline: "Disponibile online",
    inStoreOnly: "Esaurito online, disponibile in boutique", soldOut: "Esaurito", findInStore: "Trova in boutique",
    wishlist: "Aggiungi alla wishlist", item: "Articolo",
  },
  ko: {
    colour: "색상", size: "사이즈", oneSize: "원 사이즈", chooseSize: "선택", checking: "재고 확인 중…",
    checkFailed: "재고를 확인할 수 없습니다.",
    detailsFailed: "이 색상의 정보를 불러올 수 없습니다.", retry: "다시 시도", availableOnline: "온라인 구매 가능",
    inStoreOnly: "온라인 품절, 매장 재고 있음", soldOut: "품절", findInStore: "매장 찾기", wishlist: "위시리스트에 추가",
    item: "상품 번호",
  },
  tr: {
    colour: "Renk", size: "Beden", oneSize: "Tek beden", chooseSize: "Seç", checking: "Stok kontrol ediliyor…",
    checkFailed: "Stok kontrol edilemedi.",
    detailsFailed: "Bu rengin ayrıntıları yüklenemedi.", retry: "Tekrar dene", availableOnline: "Online satışta",
    inStoreOnly: "Online tükendi, mağazada mevcut", soldOut: "Tükendi", findInStore: "Mağazada bul", wishlist: "İstek listesine ekle",
    item: "Ürün",
  },
  ar: {
    colour: "اللون", size: "المقاس", oneSize: "مقاس واحد", chooseSize: "اختر", checking: "جارٍ التحقق من التوفر…",
    checkFailed: "تعذّر التحقق من التوفر.",
    detailsFailed: "تعذّر تحميل تفاصيل هذا اللون.", retry: "حاول مرة أخرى", availableOnline: "متوفر عبر الإنترنت",
    inStoreOnly: "نفد عبر الإنترنت، متوفر في المتجر", soldOut: "نفد من المخزون", findInStore: "ابحث في المتجر",
    wishlist: "أضف إلى قائمة الرغبات", item: "المنتج",
  },
});
