// The collection menu's own texts: the names of its scroll buttons.
import { createMessages } from "../../markets/messages";

const en = { previous: "Previous collections", next: "More collections" };

export const menuText = createMessages(en, {
  it: { previous: "Collezioni precedenti", next: "Altre collezioni" },
  pt: { previous: "Coleções anteriores", next: "Mais coleções" },
  "zh-Hans": { previous: "上一组系列", next: "更多系列" },
  "zh-Hant": { previous: "上一組系列", next: "更多系列" },
  ja: { previous: "前のコレクション", next: "次のコレクション" },
  ko: { previous: "이전 컬렉션", next: "다음 컬렉션" },
  ar: { previous: "المجموعات السابقة", next: "المزيد من المجموعات" },
  ru: { previous: "Предыдущие коллекции", next: "Другие коллекции" },
  tr: { previous: "Önceki koleksiyonlar", next: "Diğer koleksiyonlar" },
  th: { previous: "คอลเลกชันก่อนหน้า", next: "คอลเลกชันเพิ่มเติม" },
  el: { previous: "Προηγούμενες συλλογές", next: "Περισσότερες συλλογές" },
});
