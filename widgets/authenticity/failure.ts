// Which §8 error kind a failed call is: apart from rules.ts as it needs the HTTP client's error.
import { HttpError } from "../../core/http";
import { tagRefusalSchema } from "./answers";
import type { ErrorKind } from "./rules";

/** A refusal the tag-data service names (a 4xx `{ error }`), an unreadable answer, or else the network's fault. */
export function errorKindOf(error: unknown): ErrorKind {
  if (!(error instanceof HttpError)) return "network-error";
  if (error.kind === "invalid-response") return "json-data-error";
  if (error.kind === "status" && error.status! < 500) {
    const refusal = tagRefusalSchema.safeParse(error.body);
    return refusal.success ? refusal.data.error : "network-error";
  }
  return "network-error";
}
