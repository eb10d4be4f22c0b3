// The caption gallery's own texts: its previous/next buttons and what it announces when the image changes.
import { createMessages } from "../../markets/messages";

const en = {
  previous: "Previous image",
  next: "Next image",
  // {position} is the carousel's "2 of 5"; {caption} the image's description.
  announce: "Image {position}: {caption}",
};

// Every market language has every key (english-leftovers.test.tsx beside this file fails on a missing one).
export const galleryText = createMessages(en, {
  it: { previous: "Immagine precedente", next: "Immagine successiva", announce: "Immagine {position}: {caption}" },
  pt: { previous: "Imagem anterior", next: "Próxima imagem", announce: "Imagem {position}: {caption}" },
  "zh-Hans": { previous: "上一张图片", next: "下一张图片", announce: "图片 {position}：{caption}" },
  "zh-Hant": { previous: "上一張圖片", next: "下一張圖片", announce: "圖片 {position}：{caption}" },
  ja: { previous: "前の画像", next: "次の画像", announce: "画像 {position}：{caption}" },
  ko: { previous: "이전 이미지", next: "다음 이미지", announce: "이미지 {position}: {caption}" },
  ar: { previous: "الصورة السابقة", next: "الصورة التالية", announce: "الصورة {position}: {caption}" },
  ru: { previous: "Предыдущее изображение", next: "Следующее изображение", announce: "Изображение {position}: {caption}" },
  tr: { previous: "Önceki görsel", next: "Sonraki görsel", announce: "Görsel {position}: {caption}" },
  th: { previous: "ภาพก่อนหน้า", next: "ภาพถัดไป", announce: "ภาพ {position}: {caption}" },
  el: { previous: "Προηγούμενη εικόνα", next: "Επόμενη εικόνα", announce: "Εικόνα {position}: {caption}" },
});
