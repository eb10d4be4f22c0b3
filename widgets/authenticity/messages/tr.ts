// widgets/authenticity/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "Ürün orijinalliği",
  checking: "Etiket kontrol ediliyor…",
  verified: "Bu ürün orijinaldir.",
  olderTap: "Bu bilgiler etikete daha önceki bir dokunuştan geliyor. Ürünü şimdi doğrulamak için etikete yeniden dokunun.",
  noValidInputData: "Bu sayfa etiketin verileri olmadan açıldı. Yeniden açmak için telefonunuzu etikete dokundurun.",
  expiredPage: "Bu sayfanın süresi doldu. Ürün bilgilerini görmek için etikete yeniden dokunun.",
  noValidTag: "Bu etiket bize ait olarak tanınmadı. Lütfen müşteri hizmetlerimizle iletişime geçin.",
  networkError: "Orijinallik hizmetine şu anda ulaşılamıyor. Lütfen yeniden deneyin.",
  jsonDataError: "Orijinallik hizmetinin yanıtını okuyamadık. Lütfen yeniden deneyin.",
  retry: "Yeniden dene",
  scanAgain: "Yeniden oku",
  scanPrompt: "Telefonunuzu etikete yaklaştırın.",
  scanFailed: "Etiket okunamadı. Lütfen yeniden deneyin.",
  reference: "Ürün kodu",
  serialNumber: "Seri numarası",
  height: "Yükseklik",
  width: "Genişlik",
  depth: "Derinlik",
  co2: "Karbon ayak izi (CO2)",
  directToConsumer: "Doğrudan maison tarafından satıldı.",
  eternalGold: "Eternal Gold projesinin bir parçası.",
  certificates: "Sertifikalar",
  certificateCoc: "Uygunluk sertifikası (PDF)",
  certificateLab: "Gemoloji laboratuvarı sertifikası (PDF)",
} satisfies Table<keyof typeof en>;
