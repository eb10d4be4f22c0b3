// widgets/special-collection/messages.ts in Greek: a chunk of its own, loaded on a page in Greek only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  categoryCount: { one: "{category}: {count} προϊόν", other: "{category}: {count} προϊόντα" },
  categoryFailed: "Δεν ήταν δυνατή η φόρτωση αυτής της κατηγορίας.",
  retry: "Δοκιμάστε ξανά",
} satisfies Table<keyof typeof en>;
