// The timeline slider's own texts: its rotation control, its previous/next buttons and its slide picker.
import { createMessages } from "../../markets/messages";

const en = {
  pause: "Pause the slide show",
  play: "Play the slide show",
  previous: "Previous slide",
  next: "Next slide",
  picker: "Choose a slide",
};

// Every market language has every key (english-leftovers.test.tsx beside this file fails on a missing one).
export const timelineText = createMessages(en, {
  it: {
    pause: "Metti in pausa la presentazione",
    play: "Avvia la presentazione",
    previous: "Diapositiva precedente",
    next: "Diapositiva successiva",
    picker: "Scegli una diapositiva",
  },
  pt: {
    pause: "Pausar a apresentação",
    play: "Reproduzir a apresentação",
    previous: "Item anterior",
    next: "Próximo item",
    picker: "Escolha um item",
  },
  "zh-Hans": { pause: "暂停幻灯片播放", play: "播放幻灯片", previous: "上一张", next: "下一张", picker: "选择幻灯片" },
  "zh-Hant": { pause: "暫停投影片播放", play: "播放投影片", previous: "上一張", next: "下一張", picker: "選擇投影片" },
  ja: {
    pause: "スライドショーを一時停止",
    play: "スライドショーを再生",
    previous: "前のスライド",
    next: "次のスライド",
    picker: "スライドを選択",
  },
  ko: { pause: "슬라이드쇼 일시 정지", play: "슬라이드쇼 재생", previous: "이전 슬라이드", next: "다음 슬라이드", picker: "슬라이드 선택" },
  ar: { pause: "إيقاف العرض مؤقتًا", play: "تشغيل العرض", previous: "الشريحة السابقة", next: "الشريحة التالية", picker: "اختر شريحة" },
  ru: {
    pause: "Приостановить показ слайдов",
    play: "Запустить показ слайдов",
    previous: "Предыдущий слайд",
    next: "Следующий слайд",
    picker: "Выберите слайд",
  },
  tr: {
    pause: "Slayt gösterisini duraklat",
    play: "Slayt gösterisini oynat",
    previous: "Önceki slayt",
    next: "Sonraki slayt",
    picker: "Slayt seçin",
  },
  th: { pause: "หยุดสไลด์โชว์ชั่วคราว", play: "เล่นสไลด์โชว์", previous: "สไลด์ก่อนหน้า", next: "สไลด์ถัดไป", picker: "เลือกสไลด์" },
  el: {
    pause: "Παύση της προβολής διαφανειών",
    play: "Αναπαραγωγή της προβολής διαφανειών",
    previous: "Προηγούμενη διαφάνεια",
    next: "Επόμενη διαφάνεια",
    picker: "Επιλέξτε διαφάνεια",
  },
});
