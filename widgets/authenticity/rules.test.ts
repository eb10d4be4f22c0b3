// The authenticity feature's rules, table-style (§7 "Authenticity feature", §8 "Authenticity feature error keys", §9
// "Authenticity feature"). Expected values are written out.
import { describe, expect, it } from "vitest";
import { MARKET_CODES, markets } from "../../markets/markets";
import { HttpError } from "../../core/http";
import { authText, type AuthTextKey } from "./messages";
import { errorKindOf } from "./failure";
import {
  certificateTextKey,
  editorialUrl,
  errorKey,
  errorMessageKey,
  experienceUrl,
  isDirectToConsumer,
  isOlderTap,
  isPdfUrl,
  isRetryable,
  productDataUrl,
  specialProjectId,
  tagDataUrl,
  tapOf,
  tapQuery,
} from "./rules";

describe("§8 Authenticity feature error keys: pdp-{auth}-… with {auth} the short name in lower case", () => {
  it.each([
    ["no-valid-input-data", "Aura", "pdp-aura-no-valid-input-data"],
    ["expired-page", "Aura", "pdp-aura-expired-page"],
    ["no-valid-tag", "Aura", "pdp-aura-no-valid-tag"],
    ["network-error", "Aura", "pdp-aura-network-error"],
    ["json-data-error", "Certa", "pdp-certa-json-data-error"],
  ] as const)("%s (%s) → %s", (kind, name, key) => expect(errorKey(kind, name)).toBe(key));

  it.each([
    ["no-valid-input-data", false],
    ["expired-page", false],
    ["no-valid-tag", false],
    ["network-error", true],
    ["json-data-error", true],
  ] as const)("%s: retry offered %s", (kind, retry) => expect(isRetryable(kind)).toBe(retry));
});

/** Each market's message for each §8 error key, written out (market → language: markets/markets.ts). */
const EN = [
  "This page was opened without the tag's data. Tap the tag with your phone to open it again.",
  "This page has expired. Tap the tag again to see the product's details.",
  "This tag is not recognised as one of ours. Please contact our client service.",
  "The authenticity service cannot be reached right now. Please try again.",
  "We could not read the authenticity service's answer. Please try again.",
];
const ZH_HANT = [
  "此頁面開啟時缺少標籤資料。請用手機感應標籤重新開啟。",
  "此頁面已過期。請再次感應標籤查看產品資料。",
  "無法識別此標籤。請聯絡我們的客戶服務。",
  "暫時無法連線真偽驗證服務。請重試。",
  "無法讀取真偽驗證服務的回覆。請重試。",
];
const MESSAGES: Record<string, string[]> = {
  it: [
    "Questa pagina è stata aperta senza i dati del tag. Avvicina il telefono al tag per riaprirla.",
    "Questa pagina è scaduta. Avvicina di nuovo il telefono al tag per vedere i dati del prodotto.",
    "Questo tag non risulta tra i nostri. Contatta il nostro servizio clienti.",
    "Il servizio di autenticità non è raggiungibile in questo momento. Riprova.",
    "Non riusciamo a leggere la risposta del servizio di autenticità. Riprova.",
  ],
  us: EN,
  ca: EN,
  au: EN,
  ae: EN,
  gr: EN,
  sg: EN,
  eu: EN,
  br: [
    "Esta página foi aberta sem os dados da etiqueta. Aproxime o celular da etiqueta para abri-la de novo.",
    "Esta página expirou. Aproxime o celular da etiqueta de novo para ver os dados do produto.",
    "Esta etiqueta não foi reconhecida como nossa. Entre em contato com o nosso atendimento.",
    "O serviço de autenticidade não está disponível no momento. Tente novamente.",
    "Não conseguimos ler a resposta do serviço de autenticidade. Tente novamente.",
  ],
  cn: [
    "此页面打开时缺少标签数据。请用手机感应标签重新打开。",
    "此页面已过期。请再次感应标签查看产品信息。",
    "无法识别此标签。请联系我们的客户服务。",
    "暂时无法连接真伪验证服务。请重试。",
    "无法读取真伪验证服务的回复。请重试。",
  ],
  hk: ZH_HANT,
  tw: ZH_HANT,
  jp: [
    "このページはタグのデータなしで開かれました。スマートフォンをタグにかざして、もう一度開いてください。",
    "このページの有効期限が切れました。製品の情報を見るには、もう一度タグにかざしてください。",
    "このタグは当社のものとして認識できません。カスタマーサービスにお問い合わせください。",
    "現在、真正性確認サービスに接続できません。もう一度お試しください。",
    "真正性確認サービスの応答を読み取れませんでした。もう一度お試しください。",
  ],
  kr: [
    "태그 데이터 없이 이 페이지가 열렸습니다. 휴대폰을 태그에 대어 다시 여세요.",
    "이 페이지는 만료되었습니다. 제품 정보를 보려면 태그를 다시 터치하세요.",
    "이 태그는 당사 태그로 확인되지 않습니다. 고객 서비스에 문의하세요.",
    "현재 정품 인증 서비스에 연결할 수 없습니다. 다시 시도하세요.",
    "정품 인증 서비스의 응답을 읽을 수 없습니다. 다시 시도하세요.",
  ],
  kw: [
    "فُتحت هذه الصفحة بدون بيانات البطاقة. المس البطاقة بهاتفك لفتحها مرة أخرى.",
    "انتهت صلاحية هذه الصفحة. المس البطاقة مرة أخرى لعرض بيانات المنتج.",
    "لم يتم التعرف على هذه البطاقة كبطاقة تابعة لنا. يرجى التواصل مع خدمة العملاء.",
    "تعذر الوصول إلى خدمة التحقق من الأصالة حاليًا. يرجى المحاولة مرة أخرى.",
    "تعذرت قراءة رد خدمة التحقق من الأصالة. يرجى المحاولة مرة أخرى.",
  ],
  ru: [
    "Эта страница открыта без данных метки. Коснитесь метки телефоном, чтобы открыть её снова.",
    "Срок действия этой страницы истёк. Коснитесь метки снова, чтобы увидеть данные изделия.",
    "Эта метка не распознана как наша. Обратитесь в нашу службу поддержки клиентов.",
    "Сервис проверки подлинности сейчас недоступен. Повторите попытку.",
    "Не удалось прочитать ответ сервиса проверки подлинности. Повторите попытку.",
  ],
  tr: [
    "Bu sayfa etiketin verileri olmadan açıldı. Yeniden açmak için telefonunuzu etikete dokundurun.",
    "Bu sayfanın süresi doldu. Ürün bilgilerini görmek için etikete yeniden dokunun.",
    "Bu etiket bize ait olarak tanınmadı. Lütfen müşteri hizmetlerimizle iletişime geçin.",
    "Orijinallik hizmetine şu anda ulaşılamıyor. Lütfen yeniden deneyin.",
    "Orijinallik hizmetinin yanıtını okuyamadık. Lütfen yeniden deneyin.",
  ],
  th: [
    "หน้านี้เปิดขึ้นโดยไม่มีข้อมูลของแท็ก แตะโทรศัพท์ที่แท็กเพื่อเปิดอีกครั้ง",
    "หน้านี้หมดอายุแล้ว แตะแท็กอีกครั้งเพื่อดูข้อมูลผลิตภัณฑ์",
    "ไม่รู้จักแท็กนี้ว่าเป็นของเรา โปรดติดต่อฝ่ายบริการลูกค้า",
    "ไม่สามารถเชื่อมต่อบริการตรวจสอบความแท้ได้ในขณะนี้ โปรดลองอีกครั้ง",
    "ไม่สามารถอ่านคำตอบของบริการตรวจสอบความแท้ได้ โปรดลองอีกครั้ง",
  ],
};
const KINDS = ["no-valid-input-data", "expired-page", "no-valid-tag", "network-error", "json-data-error"] as const;

describe("§8: a shopper-facing message for every error key in every market", () => {
  it("the table covers all 18 markets", () => expect(Object.keys(MESSAGES).sort()).toEqual([...MARKET_CODES].sort()));
  it.each(MARKET_CODES.flatMap((code) => KINDS.map((kind, i) => [code, kind, MESSAGES[code]![i]!] as const)))(
    "%s %s → %s",
    (code, kind, message) => expect(authText(markets[code].language, errorMessageKey(kind))).toBe(message),
  );
});

describe("no English left in a non-English market", () => {
  const NON_ENGLISH = MARKET_CODES.filter((code) => markets[code].language !== "en");
  const KEYS: readonly AuthTextKey[] = ["title", "checking", "verified", "olderTap", "retry", "scanAgain", "scanPrompt", "scanFailed"];
  const MORE: readonly AuthTextKey[] = [
    "reference",
    "serialNumber",
    "height",
    "width",
    "depth",
    "co2",
    "directToConsumer",
    "eternalGold",
    "certificates",
    "certificateCoc",
    "certificateLab",
  ];
  it("the markets in the market language", () =>
    expect(NON_ENGLISH).toEqual(["it", "br", "cn", "hk", "jp", "kr", "kw", "tw", "ru", "tr", "th"]));
  it.each(NON_ENGLISH.flatMap((code) => [...KEYS, ...MORE].map((key) => [code, key] as const)))("%s %s is translated", (code, key) =>
    expect(authText(markets[code].language, key)).not.toBe(authText("en", key)),
  );
});

describe("§8: 0001FF is an older tap", () => {
  it.each([
    ["0001FF", true],
    ["0001ff", true],
    ["000000", false],
    ["0001FE", false],
    ["A10001", false],
  ])("%s → %s", (code, older) => expect(isOlderTap(code)).toBe(older));
});

describe("§9: DTC and the special project", () => {
  it.each([
    ["DTC", true],
    ["dtc", false],
    ["RETAIL", false],
    [undefined, false],
  ])("channel %s → direct to consumer %s", (channel, dtc) => expect(isDirectToConsumer(channel)).toBe(dtc));
  it.each([
    ["Aura", "aoAuraEternalGoldPR"],
    ["Certa", "aoCertaEternalGoldPR"],
  ])("%s → %s", (name, id) => expect(specialProjectId(name)).toBe(id));
});

describe("the tap in the tag's URL: v, t and the optional s (anything else: no-valid-input-data, no call)", () => {
  it.each([
    ["?v=1&t=04A1B2C3D4E5F6&s=0123456789ABCDEF", { v: "1", t: "04A1B2C3D4E5F6", s: "0123456789ABCDEF" }],
    ["?t=04a1b2c3d4e5f6&v=2", { v: "2", t: "04a1b2c3d4e5f6" }],
    ["", null],
    ["?v=1", null],
    ["?t=04A1B2C3D4E5F6", null],
    ["?v=1&t=xyz", null],
    ["?v=1&t=04A1B2C3D4E5F6&s=", null],
    ["?v=<script>&t=04A1B2C3D4E5F6", null],
    ["?v=1&t=04A1B2C3D4E5F6&s=not-hex!", null],
  ])("%s → %j", (search, tap) => expect(tapOf(search)).toEqual(tap));
  it.each([
    [
      { v: "1", t: "04A1B2C3", s: "0123456789" },
      { v: "1", t: "04A1B2C3", s: "0123456789" },
    ],
    [
      { v: "1", t: "04A1B2C3" },
      { v: "1", t: "04A1B2C3" },
    ],
  ])("%j → query %j", (tap, query) => expect(tapQuery(tap)).toEqual(query));
});

describe("§7 Authenticity feature: where each call goes", () => {
  const settings = {
    serviceName: "Aura",
    tagDataHost: "https://nfc.example",
    gatewayDomain: { production: "https://gw.example", development: "https://gw-dev.example" },
    environment: "production" as const,
    uri: "product-experience",
    certificateOrigins: [],
  };
  it("tag data: nfc/tag-data on its host", () => expect(tagDataUrl(settings)).toBe("https://nfc.example/nfc/tag-data"));
  it.each([
    ["production", "https://gw.example/product-experience"],
    ["development", "https://gw-dev.example/product-experience"],
  ] as const)("product experience on the %s domain → %s", (environment, url) =>
    expect(experienceUrl({ ...settings, environment })).toBe(url),
  );
  it("a uri with a leading slash and a host with a trailing one join once", () =>
    expect(
      experienceUrl({ ...settings, gatewayDomain: { ...settings.gatewayDomain, production: "https://gw.example/" }, uri: "/v2/x" }),
    ).toBe("https://gw.example/v2/x"));
  it.each([
    ["https://api.example/api", "TOKEN-1", "https://api.example/api/TOKEN-1"],
    ["https://api.example/api/", "a/b?c", "https://api.example/api/a%2Fb%3Fc"],
  ])("product data on %s by token %s → %s", (api, token, url) => expect(productDataUrl(api, token)).toBe(url));
  it.each([
    ["/content/vitrine/it/it/authenticity", "Aura", "/content/vitrine/it/it/authenticity.nux.getProductAuraInfo.json"],
    ["/content/x/", "Certa", "/content/x.nux.getProductCertaInfo.json"],
  ])("editorial of %s (%s) → %s", (path, name, url) => expect(editorialUrl(path, name)).toBe(url));
});

describe("§9: certificates", () => {
  it.each([
    ["COC", "Certificate of conformity (PDF)"],
    ["GEMOLOGICAL_LAB", "Gemological laboratory certificate (PDF)"],
  ] as const)("%s → %s", (type, text) => expect(authText("en", certificateTextKey(type))).toBe(text));
  it.each([
    ["https://docs.example/c/123.pdf", true],
    ["https://docs.example/c/123.PDF?sig=1", true],
    ["https://docs.example/c/123.pdf.html", false],
    ["https://docs.example/c/123", false],
    ["not a url", false],
  ])("%s is a PDF: %s", (href, pdf) => expect(isPdfUrl(href)).toBe(pdf));
});

describe("a failed call → its §8 error kind", () => {
  const url = "https://nfc.example/nfc/tag-data";
  it.each([
    [new HttpError("status", "HTTP 410", url, 410, { error: "expired-page" }), "expired-page"],
    [new HttpError("status", "HTTP 404", url, 404, { error: "no-valid-tag" }), "no-valid-tag"],
    [new HttpError("status", "HTTP 400", url, 400, { error: "no-valid-input-data" }), "no-valid-input-data"],
    [new HttpError("status", "HTTP 404", url, 404, { error: "something-else" }), "network-error"],
    [new HttpError("status", "HTTP 500", url, 500, { error: "expired-page" }), "network-error"],
    [new HttpError("timeout", "timed out", url), "network-error"],
    [new HttpError("network", "offline", url), "network-error"],
    [new HttpError("invalid-response", "invalid response", url, 200), "json-data-error"],
    [new Error("other"), "network-error"],
  ])("%s → %s", (error, kind) => expect(errorKindOf(error)).toBe(kind));
});
