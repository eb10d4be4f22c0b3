// Links to store pages. The appointment page is not among the spec's page names (§2): ours is
// `appointment.html` under the site root, with the store's id in `store` (§3 "Appointment booking form" `store`).
import { STORE_ID } from "./entities";
import { sameOriginPath } from "./safe-url";
import { underSiteRoot } from "./routes";

export const APPOINTMENT_PAGE = "appointment.html";

/** The appointment page for `storeId`, a same-origin path; null for an id that is not a store id. */
export function appointmentPath(storeId: string, siteRoot: string, base = "http://localhost/"): string | null {
  if (!STORE_ID.test(storeId)) return null;
  return sameOriginPath(`${underSiteRoot(APPOINTMENT_PAGE, siteRoot)}?store=${encodeURIComponent(storeId)}`, base);
}
