// Texts every listing shares: load more, loading, failure, the results counter and the live announcements.
import { createMessages } from "./messages";

const en = {
  loadMore: "Load more",
  loading: "Loading…",
  loadFailed: "More items could not be loaded.",
  itemsLoaded: { one: "{count} more item loaded", other: "{count} more items loaded" },
  /** §2 "Product listing pages": "currentCount of totalCount"; the numbers arrive formatted. */
  resultsCount: "{current} of {total}",
};

export const listingText = createMessages(en, {
  it: {
    loadMore: "Carica altri",
    loading: "Caricamento…",
    loadFailed: "Impossibile caricare altri articoli.",
    itemsLoaded: { one: "{count} altro articolo caricato", other: "{count} altri articoli caricati" },
    resultsCount: "{current} di {total}",
  },
  pt: {
    loadMore: "Carregar mais",
    loading: "Carregando…",
    loadFailed: "Não foi possível carregar mais itens.",
    itemsLoaded: { one: "{count} item carregado", other: "{count} itens carregados" },
    resultsCount: "{current} de {total}",
  },
  "zh-Hans": {
    loadMore: "加载更多",
    loading: "加载中…",
    loadFailed: "无法加载更多商品。",
    itemsLoaded: { other: "已加载 {count} 件商品" },
    resultsCount: "{current} / {total}",
  },
  "zh-Hant": {
    loadMore: "載入更多",
    loading: "載入中…",
    loadFailed: "無法載入更多商品。",
    itemsLoaded: { other: "已載入 {count} 件商品" },
    resultsCount: "{current} / {total}",
  },
  ja: {
    loadMore: "もっと見る",
    loading: "読み込み中…",
    loadFailed: "これ以上読み込めませんでした。",
    itemsLoaded: { other: "{count}件を追加で読み込みました" },
    resultsCount: "{current} / {total}",
  },
  ko: {
    loadMore: "더 보기",
    loading: "불러오는 중…",
    loadFailed: "더 불러올 수 없습니다.",
    itemsLoaded: { other: "{count}개 상품을 더 불러왔습니다" },
    resultsCount: "{current} / {total}",
  },
  ar: {
    loadMore: "عرض المزيد",
    loading: "جارٍ التحميل…",
    loadFailed: "تعذّر تحميل المزيد من المنتجات.",
    itemsLoaded: {
      one: "تم تحميل منتج واحد",
      two: "تم تحميل منتجين",
      few: "تم تحميل {count} منتجات",
      many: "تم تحميل {count} منتجًا",
      other: "تم تحميل {count} منتج",
    },
    resultsCount: "{current} من {total}",
  },
  ru: {
    loadMore: "Показать ещё",
    loading: "Загрузка…",
    loadFailed: "Не удалось загрузить товары.",
    itemsLoaded: {
      one: "Загружен ещё {count} товар",
      few: "Загружено ещё {count} товара",
      many: "Загружено ещё {count} товаров",
      other: "Загружено ещё {count} товара",
    },
    resultsCount: "{current} из {total}",
  },
  tr: {
    loadMore: "Daha fazla yükle",
    loading: "Yükleniyor…",
    loadFailed: "Daha fazla ürün yüklenemedi.",
    itemsLoaded: { other: "{count} ürün daha yüklendi" },
    resultsCount: "{current} / {total}",
  },
  th: {
    loadMore: "โหลดเพิ่ม",
    loading: "กำลังโหลด…",
    loadFailed: "ไม่สามารถโหลดสินค้าเพิ่มได้",
    itemsLoaded: { other: "โหลดสินค้าเพิ่ม {count} รายการ" },
    resultsCount: "{current} จาก {total}",
  },
  el: {
    loadMore: "Περισσότερα",
    loading: "Φόρτωση…",
    loadFailed: "Δεν ήταν δυνατή η φόρτωση περισσότερων.",
    itemsLoaded: { one: "Φορτώθηκε {count} ακόμη είδος", other: "Φορτώθηκαν {count} ακόμη είδη" },
    resultsCount: "{current} από {total}",
  },
});
