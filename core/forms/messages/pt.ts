// core/forms/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  nameLabel: "Nome",
  surnameLabel: "Sobrenome",
  emailLabel: "E-mail",
  titleLabel: "Tratamento",
  required: "Campo obrigatório",
  tooShort: "Digite pelo menos {min} caracteres",
  email: "Digite um e-mail válido, como nome@exemplo.com",
  katakana: "Use katakana de largura completa",
  kanji: "Escreva o nome em kanji",
  serverRejected: "Verifique este campo",
  summary: { one: "{count} campo precisa de atenção:", other: "{count} campos precisam de atenção:" },
  sending: "Enviando…",
  sent: "Obrigado, sua solicitação foi enviada.",
  sendFailed: "Não foi possível enviar. Suas respostas foram mantidas: tente novamente.",
  tooYoung: "Você precisa ter pelo menos {age} anos",
  date: "Digite uma data válida",
  titleMr: "Sr.",
  titleMs: "Sra.",
  titleMrs: "Sra. (casada)",
  titlePNTS: "Prefiro não informar",
  genderMr: "Masculino",
  genderMs: "Feminino",
} satisfies Table<keyof typeof en>;
