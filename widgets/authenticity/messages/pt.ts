// widgets/authenticity/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "Autenticidade do produto",
  checking: "Verificando a etiqueta…",
  verified: "Este produto é autêntico.",
  olderTap: "Estes dados vêm de uma leitura anterior da etiqueta. Aproxime o celular de novo para verificar o produto agora.",
  noValidInputData: "Esta página foi aberta sem os dados da etiqueta. Aproxime o celular da etiqueta para abri-la de novo.",
  expiredPage: "Esta página expirou. Aproxime o celular da etiqueta de novo para ver os dados do produto.",
  noValidTag: "Esta etiqueta não foi reconhecida como nossa. Entre em contato com o nosso atendimento.",
  networkError: "O serviço de autenticidade não está disponível no momento. Tente novamente.",
  jsonDataError: "Não conseguimos ler a resposta do serviço de autenticidade. Tente novamente.",
  retry: "Tentar novamente",
  scanAgain: "Ler novamente",
  scanPrompt: "Aproxime o celular da etiqueta.",
  scanFailed: "Não foi possível ler a etiqueta. Tente novamente.",
  reference: "Referência",
  serialNumber: "Número de série",
  height: "Altura",
  width: "Largura",
  depth: "Profundidade",
  co2: "Pegada de carbono (CO2)",
  directToConsumer: "Vendido diretamente pela maison.",
  eternalGold: "Parte do projeto Eternal Gold.",
  certificates: "Certificados",
  certificateCoc: "Certificado de conformidade (PDF)",
  certificateLab: "Certificado de laboratório gemológico (PDF)",
} satisfies Table<keyof typeof en>;
