// The wishlist toggle's texts (core/wishlist/toggle.ts), in every market language (tests/unit/market-texts.test.tsx).
import { createMessages } from "../../markets/messages";

const en = {
  save: "Save to wishlist",
  saveNamed: "Save to wishlist: {name}",
  failed: "Sorry, your wishlist could not be changed. Please try again.",
  full: "Your wishlist is full ({limit} items): remove one to save another.",
  notKept: "Saved for this visit only: this browser does not keep your wishlist on this device.",
};

export type WishlistTextKey = keyof typeof en;

export const wishlistText = createMessages(en, {
  it: {
    save: "Salva nella wishlist",
    saveNamed: "Salva nella wishlist: {name}",
    failed: "Spiacenti, non è stato possibile modificare la wishlist. Riprova.",
    full: "La tua wishlist è piena ({limit} articoli): rimuovine uno per salvarne un altro.",
    notKept: "Salvato solo per questa visita: questo browser non conserva la wishlist su questo dispositivo.",
  },
  pt: {
    save: "Salvar na lista de desejos",
    saveNamed: "Salvar na lista de desejos: {name}",
    failed: "Não foi possível alterar sua lista de desejos. Tente novamente.",
    full: "Sua lista de desejos está cheia ({limit} itens): remova um para salvar outro.",
    notKept: "Salvo apenas nesta visita: este navegador não guarda sua lista de desejos neste dispositivo.",
  },
  "zh-Hans": {
    save: "收藏到心愿单",
    saveNamed: "收藏到心愿单：{name}",
    failed: "抱歉，无法更改您的心愿单。请重试。",
    full: "您的心愿单已满（{limit} 件）：请先移除一件再收藏。",
    notKept: "仅在本次访问中保存：此浏览器不会在本设备上保留您的心愿单。",
  },
  "zh-Hant": {
    save: "收藏到願望清單",
    saveNamed: "收藏到願望清單：{name}",
    failed: "抱歉，無法變更您的願望清單。請再試一次。",
    full: "您的願望清單已滿（{limit} 件）：請先移除一件再收藏。",
    notKept: "僅在本次瀏覽中保存：此瀏覽器不會在本裝置上保留您的願望清單。",
  },
  ja: {
    save: "ウィッシュリストに保存",
    saveNamed: "ウィッシュリストに保存：{name}",
    failed: "申し訳ありません。ウィッシュリストを変更できませんでした。もう一度お試しください。",
    full: "ウィッシュリストがいっぱいです（{limit}点）。1点削除してから保存してください。",
    notKept: "今回の閲覧中のみ保存されます。このブラウザはこの端末にウィッシュリストを保存しません。",
  },
  ko: {
    save: "위시리스트에 저장",
    saveNamed: "위시리스트에 저장: {name}",
    failed: "죄송합니다. 위시리스트를 변경하지 못했습니다. 다시 시도해 주세요.",
    full: "위시리스트가 가득 찼습니다({limit}개). 하나를 삭제한 후 저장해 주세요.",
    notKept: "이번 방문에만 저장됩니다. 이 브라우저는 이 기기에 위시리스트를 보관하지 않습니다.",
  },
  ru: {
    save: "Сохранить в избранное",
    saveNamed: "Сохранить в избранное: {name}",
    failed: "Не удалось изменить избранное. Попробуйте ещё раз.",
    full: "В избранном уже {limit} товаров: удалите один, чтобы сохранить другой.",
    notKept: "Сохранено только на время этого визита: браузер не хранит избранное на этом устройстве.",
  },
  th: {
    save: "บันทึกในวิชลิสต์",
    saveNamed: "บันทึกในวิชลิสต์: {name}",
    failed: "ขออภัย ไม่สามารถเปลี่ยนวิชลิสต์ได้ โปรดลองอีกครั้ง",
    full: "วิชลิสต์ของคุณเต็มแล้ว ({limit} รายการ): นำออกหนึ่งรายการเพื่อบันทึกรายการอื่น",
    notKept: "บันทึกไว้สำหรับการเข้าชมครั้งนี้เท่านั้น: เบราว์เซอร์นี้ไม่เก็บวิชลิสต์ไว้ในอุปกรณ์นี้",
  },
  ar: {
    save: "احفظ في قائمة الرغبات",
    saveNamed: "احفظ في قائمة الرغبات: {name}",
    failed: "عذرًا، تعذّر تغيير قائمة الرغبات. يُرجى المحاولة مرة أخرى.",
    full: "قائمة الرغبات ممتلئة ({limit} منتجًا): احذف منتجًا لحفظ آخر.",
    notKept: "محفوظ لهذه الزيارة فقط: هذا المتصفح لا يحتفظ بقائمة الرغبات على هذا الجهاز.",
  },
  tr: {
    save: "İstek listesine kaydet",
    saveNamed: "İstek listesine kaydet: {name}",
    failed: "Üzgünüz, istek listeniz değiştirilemedi. Lütfen tekrar deneyin.",
    full: "İstek listeniz dolu ({limit} ürün): başka birini kaydetmek için birini kaldırın.",
    notKept: "Yalnızca bu ziyaret için kaydedildi: bu tarayıcı istek listenizi bu cihazda saklamıyor.",
  },
});
