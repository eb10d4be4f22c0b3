// The looks grid's own texts; load more and loading come from the shared listing texts (markets/listing-messages.ts).
import { createMessages } from "../../markets/messages";

const en = {
  looksLoaded: { one: "{count} more look loaded", other: "{count} more looks loaded" },
  looksFailed: "More looks could not be loaded.",
};

export const looksText = createMessages(en, {
  it: {
    looksLoaded: { one: "{count} altro look caricato", other: "{count} altri look caricati" },
    looksFailed: "Impossibile caricare altri look.",
  },
  pt: {
    looksLoaded: { one: "{count} look carregado", other: "{count} looks carregados" },
    looksFailed: "Não foi possível carregar mais looks.",
  },
  "zh-Hans": { looksLoaded: { other: "已加载 {count} 套造型" }, looksFailed: "无法加载更多造型。" },
  "zh-Hant": { looksLoaded: { other: "已載入 {count} 套造型" }, looksFailed: "無法載入更多造型。" },
  ja: { looksLoaded: { other: "{count}件のルックを追加で読み込みました" }, looksFailed: "これ以上ルックを読み込めませんでした。" },
  ko: { looksLoaded: { other: "룩 {count}개를 더 불러왔습니다" }, looksFailed: "룩을 더 불러올 수 없습니다." },
  ar: {
    looksLoaded: {
      one: "تم تحميل إطلالة واحدة",
      two: "تم تحميل إطلالتين",
      few: "تم تحميل {count} إطلالات",
      many: "تم تحميل {count} إطلالة",
      other: "تم تحميل {count} إطلالة",
    },
    looksFailed: "تعذّر تحميل المزيد من الإطلالات.",
  },
  ru: {
    looksLoaded: {
      one: "Загружен ещё {count} образ",
      few: "Загружено ещё {count} образа",
      many: "Загружено ещё {count} образов",
      other: "Загружено ещё {count} образа",
    },
    looksFailed: "Не удалось загрузить образы.",
  },
  tr: { looksLoaded: { other: "{count} görünüm daha yüklendi" }, looksFailed: "Daha fazla görünüm yüklenemedi." },
  th: { looksLoaded: { other: "โหลดลุคเพิ่ม {count} ลุค" }, looksFailed: "ไม่สามารถโหลดลุคเพิ่มได้" },
  el: {
    looksLoaded: { one: "Φορτώθηκε {count} ακόμη εμφάνιση", other: "Φορτώθηκαν {count} ακόμη εμφανίσεις" },
    looksFailed: "Δεν ήταν δυνατή η φόρτωση περισσότερων εμφανίσεων.",
  },
});
