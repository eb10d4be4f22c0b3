// widgets/store-locator/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "Butik bulun",
  showMap: "Haritayı göster",
  mapLabel: "Butik haritası",
  showOnMap: "{name} butiğini haritada göster",
  details: "Ayrıntılar",
  contact: "Bize ulaşın",
  selected: "{name} seçildi.",
  mapFailed: "Harita yüklenemedi. Listede tüm butikler var.",
} satisfies Table<keyof typeof en>;
