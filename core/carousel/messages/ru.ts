// core/carousel/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { carousel: "карусель", slide: "слайд", slideOf: "{index} из {count}" } satisfies Table<keyof typeof en>;
