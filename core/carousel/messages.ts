// The texts every carousel speaks (APG carousel): its role descriptions and each slide's position.
import { createMessages } from "../../markets/messages";

const en = { carousel: "carousel", slide: "slide", slideOf: "{index} of {count}" };

// Every market language has every key (each carousel widget's English-leftover test renders them).
export const carouselText = createMessages(en, {
  it: { carousel: "carosello", slide: "diapositiva", slideOf: "{index} di {count}" },
  pt: { carousel: "carrossel", slide: "item", slideOf: "{index} de {count}" },
  "zh-Hans": { carousel: "轮播", slide: "幻灯片", slideOf: "第 {index} 张，共 {count} 张" },
  "zh-Hant": { carousel: "輪播", slide: "投影片", slideOf: "第 {index} 張，共 {count} 張" },
  ja: { carousel: "カルーセル", slide: "スライド", slideOf: "{count} 枚中 {index} 枚目" },
  ko: { carousel: "캐러셀", slide: "슬라이드", slideOf: "{count}개 중 {index}번째" },
  ar: { carousel: "عرض دوّار", slide: "شريحة", slideOf: "{index} من {count}" },
  ru: { carousel: "карусель", slide: "слайд", slideOf: "{index} из {count}" },
  tr: { carousel: "döngü", slide: "slayt", slideOf: "{index} / {count}" },
  th: { carousel: "ภาพหมุนเวียน", slide: "สไลด์", slideOf: "{index} จาก {count}" },
  el: { carousel: "καρουζέλ", slide: "διαφάνεια", slideOf: "{index} από {count}" },
});
