// The texts every carousel speaks (APG carousel): its role descriptions and each slide's position.
import { createMessages } from "../../markets/messages";

export const en = { carousel: "carousel", slide: "slide", slideOf: "{index} of {count}" };

// Every market language has every key (each carousel widget's English-leftover test renders them).
export const carouselText = createMessages(en, (language) => import(`./messages/${language}.ts`), ["el"]);
