// widgets/find-in-store/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  trigger: "Mağazada bul",
  title: "Mağazada bul",
  intro: "Bu ürünün stokta olduğu butikler",
  close: "Kapat",
  loading: "Butikler kontrol ediliyor…",
  failed: "Butikler kontrol edilemedi.",
  retry: "Tekrar dene",
  empty: "Bu pazarda şu anda bu ürün hiçbir butikte yok.",
  hours: "Çalışma saatleri",
  closed: "Kapalı",
  hoursUnknown: "Çalışma saatleri mevcut değil",
  count: { other: "{count} butik" },
} satisfies Table<keyof typeof en>;
