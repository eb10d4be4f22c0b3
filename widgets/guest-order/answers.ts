// The guest services' answers (README.md "Calls"), checked before anything is shown: an answer that does not match is
// a failed lookup ("we could not read the answer"), never a blank or half-drawn result. Unknown fields are ignored.
import { z } from "../../core/zod";
import { count, opt, requiredText } from "../../core/entity-fields";

const DAY = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "expected a YYYY-MM-DD date"));
const ORDER_NUMBER = z.string().check(z.regex(/^[A-Za-z0-9-]{1,20}$/, "expected an order number"));
const ORDER_ITEM_ID = z.string().check(z.regex(/^[\w.-]{1,64}$/, "expected an order item id"));

export const ORDER_STATUSES = ["placed", "processing", "shipped", "delivered", "cancelled", "returned"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** POST {track action} → the order as the shopper may see it. */
export const trackAnswerSchema = z.object({
  order: z.object({
    orderNumber: ORDER_NUMBER,
    placedOn: DAY,
    status: z.enum(ORDER_STATUSES),
    lines: z.array(z.object({ name: requiredText("name"), quantity: count })).check(z.minLength(1, "an order has lines")),
    shipment: opt(z.object({ carrier: requiredText("carrier"), trackingNumber: requiredText("trackingNumber") })),
  }),
});
export type TrackedOrder = z.output<typeof trackAnswerSchema>["order"];

/** POST {return lookup action} → what of the order may be returned. */
export const returnableAnswerSchema = z.object({
  order: z.object({
    orderNumber: ORDER_NUMBER,
    placedOn: DAY,
    returnBy: opt(DAY),
    lines: z
      .array(z.object({ orderItemId: ORDER_ITEM_ID, name: requiredText("name"), quantity: count, returnableQuantity: count }))
      .check(z.minLength(1, "an order has lines")),
  }),
});
export type ReturnableOrder = z.output<typeof returnableAnswerSchema>["order"];

/** POST {return action} → the registered return. */
export const returnCreatedSchema = z.object({
  returnNumber: z.string().check(z.regex(/^[\w-]{1,40}$/, "expected a return number")),
  items: count,
});

/** POST {portal action} → the return portal's hand-over link (checked against the allowed origins before use). */
export const portalAnswerSchema = z.object({ portalUrl: z.string().check(z.minLength(1)) });
