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

// Every market language has every key (the English-leftover test in this folder fails on a missing one).
export const productPageText = createMessages(en, {
  it: {
    colour: "Colore", size: "Taglia", oneSize: "Taglia unica", chooseSize: "Scegli", checking: "Verifica disponibilità…",
    checkFailed: "Impossibile verificare la disponibilità.",
    detailsFailed: "Impossibile caricare i dettagli di questo colore.", retry: "Riprova", availableOnline: "Disponibile online",
    inStoreOnly: "Esaurito online, disponibile in boutique", soldOut: "Esaurito", findInStore: "Trova in boutique",
    wishlist: "Aggiungi alla wishlist", item: "Articolo",
  },
  pt: {
    colour: "Cor", size: "Tamanho", oneSize: "Tamanho único", chooseSize: "Escolher", checking: "Verificando disponibilidade…",
    checkFailed: "Não foi possível verificar a disponibilidade.", detailsFailed: "Não foi possível carregar os detalhes desta cor.",
    retry: "Tentar novamente", availableOnline: "Disponível online", inStoreOnly: "Esgotado online, disponível na loja", soldOut: "Esgotado",
    findInStore: "Encontrar na loja", wishlist: "Adicionar à lista de desejos", item: "Artigo",
  },
  "zh-Hans": {
    colour: "颜色", size: "尺码", oneSize: "均码", chooseSize: "选择", checking: "正在查询库存…", checkFailed: "无法查询库存。",
    detailsFailed: "无法加载此颜色的详情。", retry: "重试", availableOnline: "可在线购买", inStoreOnly: "线上缺货，门店有货", soldOut: "缺货",
    findInStore: "查找门店", wishlist: "加入心愿单", item: "商品编号",
  },
  "zh-Hant": {
    colour: "顏色", size: "尺碼", oneSize: "單一尺碼", chooseSize: "選擇", checking: "正在查詢庫存…", checkFailed: "無法查詢庫存。",
    detailsFailed: "無法載入此顏色的詳情。", retry: "重試", availableOnline: "可於網上購買", inStoreOnly: "網上缺貨，門店有貨", soldOut: "缺貨",
    findInStore: "查找門店", wishlist: "加入願望清單", item: "商品編號",
  },
  ja: {
    colour: "カラー", size: "サイズ", oneSize: "ワンサイズ", chooseSize: "選択", checking: "在庫を確認しています…", checkFailed: "在庫を確認できませんでした。",
    detailsFailed: "このカラーの詳細を読み込めませんでした。", retry: "再試行", availableOnline: "オンラインで購入可能",
    inStoreOnly: "オンライン在庫切れ、店舗在庫あり", soldOut: "在庫切れ", findInStore: "店舗を探す", wishlist: "ウィッシュリストに追加", item: "品番",
  },
  ko: {
    colour: "색상", size: "사이즈", oneSize: "원 사이즈", chooseSize: "선택", checking: "재고 확인 중…",
    checkFailed: "재고를 확인할 수 없습니다.",
    detailsFailed: "이 색상의 정보를 불러올 수 없습니다.", retry: "다시 시도", availableOnline: "온라인 구매 가능",
    inStoreOnly: "온라인 품절, 매장 재고 있음", soldOut: "품절", findInStore: "매장 찾기", wishlist: "위시리스트에 추가",
    item: "상품 번호",
  },
  ar: {
    colour: "اللون", size: "المقاس", oneSize: "مقاس واحد", chooseSize: "اختر", checking: "جارٍ التحقق من التوفر…",
    checkFailed: "تعذّر التحقق من التوفر.",
    detailsFailed: "تعذّر تحميل تفاصيل هذا اللون.", retry: "حاول مرة أخرى", availableOnline: "متوفر عبر الإنترنت",
    inStoreOnly: "نفد عبر الإنترنت، متوفر في المتجر", soldOut: "نفد من المخزون", findInStore: "ابحث في المتجر",
    wishlist: "أضف إلى قائمة الرغبات", item: "المنتج",
  },
  ru: {
    colour: "Цвет", size: "Размер", oneSize: "Единый размер", chooseSize: "Выбрать", checking: "Проверяем наличие…",
    checkFailed: "Не удалось проверить наличие.", detailsFailed: "Не удалось загрузить сведения об этом цвете.", retry: "Повторить",
    availableOnline: "В наличии онлайн", inStoreOnly: "Нет в наличии онлайн, есть в бутике", soldOut: "Нет в наличии", findInStore: "Найти в бутике",
    wishlist: "Добавить в список желаний", item: "Артикул",
  },
  tr: {
    colour: "Renk", size: "Beden", oneSize: "Tek beden", chooseSize: "Seç", checking: "Stok kontrol ediliyor…",
    checkFailed: "Stok kontrol edilemedi.",
    detailsFailed: "Bu rengin ayrıntıları yüklenemedi.", retry: "Tekrar dene", availableOnline: "Online satışta",
    inStoreOnly: "Online tükendi, mağazada mevcut", soldOut: "Tükendi", findInStore: "Mağazada bul", wishlist: "İstek listesine ekle",
    item: "Ürün",
  },
  th: {
    colour: "สี", size: "ไซซ์", oneSize: "ไซซ์เดียว", chooseSize: "เลือก", checking: "กำลังตรวจสอบสินค้า…", checkFailed: "ไม่สามารถตรวจสอบสินค้าได้",
    detailsFailed: "ไม่สามารถโหลดรายละเอียดของสีนี้ได้", retry: "ลองอีกครั้ง", availableOnline: "มีจำหน่ายทางออนไลน์",
    inStoreOnly: "สินค้าออนไลน์หมด มีที่ร้าน", soldOut: "สินค้าหมด", findInStore: "ค้นหาในร้าน", wishlist: "เพิ่มในรายการโปรด", item: "รหัสสินค้า",
  },
});
