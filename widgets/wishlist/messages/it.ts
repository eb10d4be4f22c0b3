// widgets/wishlist/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  onDevice: "La tua wishlist è conservata solo su questo dispositivo. Accedi per conservarla nel tuo account.",
  signIn: "Accedi",
  loading: "Caricamento…",
  empty: "La tua wishlist è vuota.",
  sharedEmpty: "Questo link non contiene una wishlist.",
  dropped: { one: "{count} voce di questo link non è leggibile.", other: "{count} voci di questo link non sono leggibili." },
  loadFailed: "Non è stato possibile caricare la tua wishlist.",
  itemFailed: "Non è stato possibile caricare questo prodotto.",
  retry: "Riprova",
  share: "Condividi questa wishlist",
  shareHint: "Chi ha questo link vede la lista com'è adesso.",
  copy: "Copia il link",
  copied: "Link copiato.",
  copyFailed: "Non è stato possibile copiare il link: selezionalo e copialo.",
} satisfies Table<keyof typeof en>;
