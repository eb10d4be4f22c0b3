// widgets/account/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  wrongCredentials: "E-posta veya şifre doğru değil. Lütfen kontrol edip tekrar deneyin.",
  tooMany: { other: "Çok fazla deneme. Lütfen {count} saniye bekleyip tekrar deneyin." },
  wait: { other: "Tekrar denemeden önce lütfen {count} saniye bekleyin." },
  canRetry: "Şimdi tekrar deneyebilirsiniz.",
  loginFailed: "Şu anda giriş yapılamadı. Yazdıklarınız korundu: lütfen tekrar deneyin.",
  signedIn: "Giriş yaptınız.",
  emailTaken: "Bu e-posta ile bir hesap zaten var: giriş yapın veya başka bir e-posta kullanın.",
  checkFields: "Lütfen işaretli alanları kontrol edin.",
  registerFailed: "Şu anda hesabınız oluşturulamadı. Yazdıklarınız korundu: lütfen tekrar deneyin.",
  registered: "Hesabınız hazır.",
  chooseTitle: "Unvan seçin",
  sessionFailed: "Giriş yapıp yapmadığınız kontrol edilemedi.",
  retry: "Tekrar dene",
  signedOut: "Giriş yapmadınız.",
  signIn: "Giriş yap",
  logoutFailed: "Şu anda çıkış yapılamadı. Lütfen tekrar deneyin.",
} satisfies Table<keyof typeof en>;
