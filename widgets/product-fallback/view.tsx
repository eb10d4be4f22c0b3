// Shows the chosen row's item and hides the others (the server already showed its own choice: with the same stock
// nothing changes); with no product available anywhere the block hides; a failed check keeps the server's choice.
import { useEffect, useLayoutEffect } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { fallbackProducts, type ProductListWithFallback } from "../../core/entities";
import { requestStock, stockOf } from "../../core/stock";
import type { ViewProps } from "../../core/widget";
import { fallbackChoice, stockIdsOfRow } from "./rules";

export interface ProductFallbackProps extends ViewProps<ProductListWithFallback> {
  items: Map<string, HTMLElement>;
}

export function ProductFallback({ attributes, element, items }: ProductFallbackProps) {
  useSignals();
  const rows = fallbackProducts(attributes);
  const ids = rows.flatMap(stockIdsOfRow);
  const idsKey = ids.join("|");
  useEffect(() => requestStock(idsKey ? idsKey.split("|") : []), [idsKey]);
  const choice = fallbackChoice(rows, (id) => stockOf(id).value);
  const chosen = choice.kind === "chosen" ? rows[choice.index]!.productId : undefined;

  useLayoutEffect(() => {
    element.dataset.fallback = choice.kind;
    if (choice.kind === "none") {
      element.hidden = true;
      return () => void (element.hidden = false);
    }
    if (chosen === undefined) return;
    const before = new Map([...items].map(([id, item]) => [id, item.hidden]));
    for (const [id, item] of items) item.hidden = id !== chosen;
    return () => before.forEach((hidden, id) => (items.get(id)!.hidden = hidden));
  }, [choice.kind, chosen, element, items]);
  return null;
}
