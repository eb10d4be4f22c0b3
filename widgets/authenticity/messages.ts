// The authenticity page's texts (§1 authenticity feature; §8 "Authenticity feature error keys") in every market
// language: one shopper-facing message per error key, the older tap, the product's facts and certificates.
import { createMessages } from "../../markets/messages";

export const en = {
  title: "Product authenticity",
  checking: "Checking the tag…",
  verified: "This product is authentic.",
  olderTap: "These details come from an earlier tap of the tag. Tap it again to check the product now.",
  noValidInputData: "This page was opened without the tag's data. Tap the tag with your phone to open it again.",
  expiredPage: "This page has expired. Tap the tag again to see the product's details.",
  noValidTag: "This tag is not recognised as one of ours. Please contact our client service.",
  networkError: "The authenticity service cannot be reached right now. Please try again.",
  jsonDataError: "We could not read the authenticity service's answer. Please try again.",
  retry: "Try again",
  scanAgain: "Scan again",
  scanPrompt: "Hold your phone near the tag.",
  scanFailed: "The tag could not be read. Please try again.",
  reference: "Reference",
  serialNumber: "Serial number",
  height: "Height",
  width: "Width",
  depth: "Depth",
  co2: "Carbon footprint (CO2)",
  directToConsumer: "Sold directly by the maison.",
  eternalGold: "Part of the Eternal Gold project.",
  certificates: "Certificates",
  certificateCoc: "Certificate of conformity (PDF)",
  certificateLab: "Gemological laboratory certificate (PDF)",
};

export type AuthTextKey = keyof typeof en;

export const authText = createMessages(en, (language) => import(`./messages/${language}.ts`));
