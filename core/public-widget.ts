// `vitrine/widget` (dist/widget.js): what a team's own widget module imports to be one of the page's widgets: the one
// contract, the typed `data-*` helpers the built-in widgets use, and the part of zod/mini (jitless for the strict
// CSP) a schema is built with. Loaded only with a registered widget's code (core/register.ts), never by the
// bootloader; it imports no React.
import { z as zod } from "./zod";

export { defineWidget, ownContainer } from "./widget";
export type {
  EnhanceContext,
  EnhanceWidgetDefinition,
  ElementOf,
  PartSelector,
  PartSelectors,
  Parts,
  ReactWidgetDefinition,
  Tag,
  ViewProps,
  WidgetDefinition,
} from "./widget";
export { attr, missingPart, type Problem } from "./attributes";

/** The schema builders of zod/mini a widget's `attributes` are made of (zod/mini whole would weigh ~330 KB). */
export const z = {
  object: zod.object,
  string: zod.string,
  number: zod.number,
  boolean: zod.boolean,
  enum: zod.enum,
  literal: zod.literal,
  array: zod.array,
  union: zod.union,
  optional: zod.optional,
  pipe: zod.pipe,
  transform: zod.transform,
  regex: zod.regex,
  trim: zod.trim,
  minLength: zod.minLength,
  maxLength: zod.maxLength,
  positive: zod.positive,
};

/** The parsed value of a schema: `Infer<typeof attributes>` is what `View` and `enhance` get as `attributes`. */
export type Infer<S extends zod.ZodMiniType> = zod.output<S>;
