// The labels of the payment area's server markup, for the CMS to render (the fixture pages do): never in the widget's
// code, which writes only messages.ts's texts. Every market language has every key.
import { createMessages, type Message } from "../../markets/messages";

const en = {
  payment: "Payment",
  payWith: "Pay with {method}",
  express: "Express checkout",
  redirectNote: "You will approve the payment on the provider's page, then come back here.",
  hostedNote: "You will enter your card on the payment provider's secure page.",
  instalments: "Instalments",
} satisfies Record<string, Message>;

export type PaymentLabelKey = keyof typeof en;
export const PAYMENT_LABEL_KEYS: ReadonlySet<string> = new Set(Object.keys(en));

export const paymentLabel = createMessages<PaymentLabelKey>(en, {
  it: {
    payment: "Pagamento",
    payWith: "Paga con {method}",
    express: "Pagamento rapido",
    redirectNote: "Approverai il pagamento sulla pagina del fornitore, poi tornerai qui.",
    hostedNote: "Inserirai la carta sulla pagina sicura del fornitore di pagamento.",
    instalments: "Rate",
  },
  pt: {
    payment: "Pagamento",
    payWith: "Pagar com {method}",
    express: "Pagamento expresso",
    redirectNote: "Você aprovará o pagamento na página do provedor e depois voltará aqui.",
    hostedNote: "Você informará o cartão na página segura do provedor de pagamento.",
    instalments: "Parcelas",
  },
  "zh-Hans": {
    payment: "付款",
    payWith: "使用{method}付款",
    express: "快捷付款",
    redirectNote: "您将在服务商页面确认付款，然后返回此处。",
    hostedNote: "您将在支付服务商的安全页面输入银行卡信息。",
    instalments: "分期付款",
  },
  "zh-Hant": {
    payment: "付款",
    payWith: "使用{method}付款",
    express: "快速結帳",
    redirectNote: "您將在服務商頁面確認付款，然後返回此處。",
    hostedNote: "您將在支付服務商的安全頁面輸入信用卡資料。",
    instalments: "分期付款",
  },
  ja: {
    payment: "お支払い",
    payWith: "{method}で支払う",
    express: "エクスプレス決済",
    redirectNote: "決済事業者のページでお支払いを承認した後、こちらに戻ります。",
    hostedNote: "決済事業者の安全なページでカード情報を入力します。",
    instalments: "分割払い",
  },
  ko: {
    payment: "결제",
    payWith: "{method}(으)로 결제",
    express: "간편 결제",
    redirectNote: "결제 대행사 페이지에서 결제를 승인한 후 이곳으로 돌아옵니다.",
    hostedNote: "결제 대행사의 보안 페이지에서 카드 정보를 입력합니다.",
    instalments: "할부",
  },
  ar: {
    payment: "الدفع",
    payWith: "الدفع بواسطة {method}",
    express: "الدفع السريع",
    redirectNote: "ستوافق على الدفع في صفحة مزوّد الخدمة ثم تعود إلى هنا.",
    hostedNote: "ستُدخل بطاقتك في صفحة مزوّد الدفع الآمنة.",
    instalments: "الأقساط",
  },
  ru: {
    payment: "Оплата",
    payWith: "Оплатить: {method}",
    express: "Быстрая оплата",
    redirectNote: "Вы подтвердите оплату на странице провайдера и вернётесь сюда.",
    hostedNote: "Вы введёте данные карты на защищённой странице платёжного провайдера.",
    instalments: "Рассрочка",
  },
  tr: {
    payment: "Ödeme",
    payWith: "{method} ile öde",
    express: "Hızlı ödeme",
    redirectNote: "Ödemeyi sağlayıcının sayfasında onaylayıp buraya döneceksiniz.",
    hostedNote: "Kartınızı ödeme sağlayıcısının güvenli sayfasında gireceksiniz.",
    instalments: "Taksit",
  },
  th: {
    payment: "การชำระเงิน",
    payWith: "ชำระด้วย{method}",
    express: "ชำระเงินด่วน",
    redirectNote: "คุณจะอนุมัติการชำระเงินในหน้าของผู้ให้บริการ แล้วกลับมาที่นี่",
    hostedNote: "คุณจะกรอกข้อมูลบัตรในหน้าปลอดภัยของผู้ให้บริการชำระเงิน",
    instalments: "ผ่อนชำระ",
  },
});
