// The authenticity calls' answers (README.md "Calls"), checked before anything is shown: one that does not match is
// `json-data-error`, never a blank or half-drawn page. Unknown fields are ignored. The spec shows none of these
// payloads: the shapes are ours.
import { z } from "../../core/zod";
import { numeric, opt, requiredText } from "../../core/entity-fields";
import { CERTIFICATE_TYPES, SERVICE_ERROR_KINDS } from "./rules";

const positive = z.pipe(numeric, z.number().check(z.gt(0, "must be > 0")));

/** GET {tagDataHost}/nfc/tag-data?v&t[&s] → the product's token and the tap's verification code. */
export const tagDataSchema = z.object({
  token: z.string().check(z.regex(/^[\w-]{1,128}$/, "expected a token")),
  verificationCode: z.string().check(z.regex(/^[0-9A-Fa-f]{6}$/, "expected a 6-digit hex verification code")),
});
export type TagData = z.output<typeof tagDataSchema>;

/** A refused tap: the tag-data service's 4xx names the §8 error kind. */
export const tagRefusalSchema = z.object({ error: z.enum(SERVICE_ERROR_KINDS) });

/** GET {apiDomain}/{token} → the product. */
export const productSchema = z.object({
  partNumber: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/, "expected a part number")),
  name: requiredText("name"),
});
export type AuthenticProduct = z.output<typeof productSchema>;

/** GET {gatewayDomain}/{authenticityUri}?v&t[&s] → the product experience. Sizes in cm, CO2 in kg (§9). */
export const experienceSchema = z.object({
  serialNumber: requiredText("serialNumber"),
  channel: opt(z.string()),
  projectId: opt(z.string()),
  dimensionsCm: opt(z.object({ height: opt(positive), width: opt(positive), depth: opt(positive) })),
  co2Kg: opt(z.pipe(numeric, z.number().check(z.gte(0, "must be >= 0")))),
  certificates: z.array(z.object({ type: z.enum(CERTIFICATE_TYPES), url: requiredText("url") })),
});
export type Experience = z.output<typeof experienceSchema>;

/** GET {contentPath}.nux.getProduct{Auth}Info.json → the editorial's sections (HTML fragments, sanitised to show). */
export const editorialSchema = z.object({
  sections: z.array(z.object({ title: requiredText("title"), html: z.string() })),
});
export type Editorial = z.output<typeof editorialSchema>;
