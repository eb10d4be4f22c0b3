// widgets/article-list/messages.ts in Greek: a chunk of its own, loaded on a page in Greek only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  shown: { one: "{current} από {total} άρθρο", other: "{current} από {total} άρθρα" },
  articlesLoaded: { one: "Φορτώθηκε {count} ακόμη άρθρο", other: "Φορτώθηκαν {count} ακόμη άρθρα" },
  listFailed: "Δεν ήταν δυνατή η φόρτωση των άρθρων.",
  retry: "Δοκιμάστε ξανά",
} satisfies Table<keyof typeof en>;
