// Markup contract of the appointment form (§3 "Appointment booking form"): a wrapper holding a server <form> that
// posts without JS, with the §3 fields by name. The wrapper is the feature's entry point: showcase `appointment`
// hides it (§6).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";

export const appointmentAttributes = z.object({});

/** Required parts, by the field names of §3 (the date, time and collection options are the widget's to fill). */
export const appointmentParts = {
  form: { selector: "form", tag: "form" },
  store: { selector: "select[name=store]", tag: "select" },
  date: { selector: "select[name=date]", tag: "select" },
  time: { selector: "select[name=time]", tag: "select" },
  collection: { selector: "select[name=collection]", tag: "select" },
} as const;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: appointmentAttributes, parts: appointmentParts } satisfies MarkupContract;
