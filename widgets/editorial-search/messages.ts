// The editorial search's own texts; numbers arrive as numbers, so each language writes them its own way.
import { createMessages, type Message } from "../../markets/messages";
import type { EditorialSearchState } from "./search";

const en = {
  searching: "Searching the journal for “{query}”…",
  results: { one: "{count} journal article for “{query}”", other: "{count} journal articles for “{query}”" } as Message,
  noResults: "No journal articles for “{query}”.",
  failed: "Journal articles could not be loaded.",
  retry: "Try again",
};

export type EditorialSearchText = keyof typeof en;

export const editorialSearchText = createMessages<EditorialSearchText>(en, {
  it: {
    searching: "Ricerca nel journal di “{query}”…",
    results: { one: "{count} articolo del journal per “{query}”", other: "{count} articoli del journal per “{query}”" },
    noResults: "Nessun articolo del journal per “{query}”.",
    failed: "Impossibile caricare gli articoli del journal.",
    retry: "Riprova",
  },
  pt: {
    searching: "Pesquisando “{query}” no journal…",
    results: { one: "{count} artigo do journal para “{query}”", other: "{count} artigos do journal para “{query}”" },
    noResults: "Nenhum artigo do journal para “{query}”.",
    failed: "Não foi possível carregar os artigos do journal.",
    retry: "Tentar novamente",
  },
  "zh-Hans": {
    searching: "正在杂志中搜索“{query}”…",
    results: { other: "杂志中有 {count} 篇关于“{query}”的文章" },
    noResults: "杂志中没有关于“{query}”的文章。",
    failed: "无法加载杂志文章。",
    retry: "重试",
  },
  "zh-Hant": {
    searching: "正在雜誌中搜尋「{query}」…",
    results: { other: "雜誌中有 {count} 篇關於「{query}」的文章" },
    noResults: "雜誌中沒有關於「{query}」的文章。",
    failed: "無法載入雜誌文章。",
    retry: "重試",
  },
  ja: {
    searching: "ジャーナルで「{query}」を検索中…",
    results: { other: "「{query}」のジャーナル記事 {count}件" },
    noResults: "「{query}」のジャーナル記事はありません。",
    failed: "ジャーナル記事を読み込めませんでした。",
    retry: "再試行",
  },
  ko: {
    searching: "저널에서 '{query}' 검색 중…",
    results: { other: "'{query}' 저널 기사 {count}개" },
    noResults: "'{query}'에 대한 저널 기사가 없습니다.",
    failed: "저널 기사를 불러올 수 없습니다.",
    retry: "다시 시도",
  },
  ar: {
    searching: "جارٍ البحث في المجلة عن «{query}»…",
    results: {
      zero: "لا توجد مقالات عن «{query}»",
      one: "مقال واحد في المجلة عن «{query}»",
      two: "مقالان في المجلة عن «{query}»",
      few: "{count} مقالات في المجلة عن «{query}»",
      many: "{count} مقالًا في المجلة عن «{query}»",
      other: "{count} مقال في المجلة عن «{query}»",
    },
    noResults: "لا توجد مقالات في المجلة عن «{query}».",
    failed: "تعذّر تحميل مقالات المجلة.",
    retry: "أعد المحاولة",
  },
  ru: {
    searching: "Ищем «{query}» в журнале…",
    results: {
      one: "{count} статья журнала по запросу «{query}»",
      few: "{count} статьи журнала по запросу «{query}»",
      many: "{count} статей журнала по запросу «{query}»",
      other: "{count} статьи журнала по запросу «{query}»",
    },
    noResults: "В журнале нет статей по запросу «{query}».",
    failed: "Не удалось загрузить статьи журнала.",
    retry: "Повторить",
  },
  tr: {
    searching: "Dergide “{query}” aranıyor…",
    results: { other: "“{query}” için {count} dergi makalesi" },
    noResults: "“{query}” için dergi makalesi yok.",
    failed: "Dergi makaleleri yüklenemedi.",
    retry: "Tekrar dene",
  },
  th: {
    searching: "กำลังค้นหา “{query}” ในนิตยสาร…",
    results: { other: "บทความในนิตยสาร {count} เรื่องสำหรับ “{query}”" },
    noResults: "ไม่มีบทความในนิตยสารสำหรับ “{query}”",
    failed: "ไม่สามารถโหลดบทความในนิตยสารได้",
    retry: "ลองอีกครั้ง",
  },
  el: {
    searching: "Αναζήτηση του «{query}» στο περιοδικό…",
    results: { one: "{count} άρθρο του περιοδικού για «{query}»", other: "{count} άρθρα του περιοδικού για «{query}»" },
    noResults: "Κανένα άρθρο του περιοδικού για «{query}».",
    failed: "Δεν ήταν δυνατή η φόρτωση των άρθρων.",
    retry: "Δοκιμάστε ξανά",
  },
});

/** The status line of a state (the server renders the same line, so hydration changes nothing). */
export function statusText(language: string, state: EditorialSearchState): string {
  const { query } = state;
  switch (state.status) {
    case "idle":
      return "";
    case "loading":
      return editorialSearchText(language, "searching", { query });
    case "results":
      return editorialSearchText(language, "results", { query, count: state.count });
    case "empty":
      return editorialSearchText(language, "noResults", { query });
    case "error":
      return editorialSearchText(language, "failed");
  }
}
