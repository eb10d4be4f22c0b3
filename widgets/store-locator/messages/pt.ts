// widgets/store-locator/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "Encontre uma boutique",
  showMap: "Mostrar mapa",
  mapLabel: "Mapa das boutiques",
  showOnMap: "Mostrar {name} no mapa",
  details: "Detalhes",
  contact: "Fale conosco",
  selected: "{name} selecionada.",
  mapFailed: "Não foi possível carregar o mapa. A lista mostra todas as boutiques.",
} satisfies Table<keyof typeof en>;
