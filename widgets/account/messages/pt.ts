// widgets/account/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  wrongCredentials: "O e-mail ou a senha não estão corretos. Verifique e tente novamente.",
  tooMany: {
    one: "Muitas tentativas. Aguarde {count} segundo e tente novamente.",
    other: "Muitas tentativas. Aguarde {count} segundos e tente novamente.",
  },
  wait: { one: "Aguarde {count} segundo antes de tentar novamente.", other: "Aguarde {count} segundos antes de tentar novamente." },
  canRetry: "Você já pode tentar novamente.",
  loginFailed: "Não foi possível entrar agora. O que você digitou foi mantido: tente novamente.",
  signedIn: "Você entrou na sua conta.",
  emailTaken: "Já existe uma conta com este e-mail: entre ou use outro e-mail.",
  checkFields: "Verifique os campos indicados.",
  registerFailed: "Não foi possível criar sua conta agora. O que você digitou foi mantido: tente novamente.",
  registered: "Sua conta está pronta.",
  chooseTitle: "Escolha o tratamento",
  sessionFailed: "Não foi possível verificar se você entrou na sua conta.",
  retry: "Tentar novamente",
  signedOut: "Você não entrou na sua conta.",
  signIn: "Entrar",
  logoutFailed: "Não foi possível sair agora. Tente novamente.",
} satisfies Table<keyof typeof en>;
