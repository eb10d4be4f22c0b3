// The stock of the product's sizes (core/stock.ts): asked at once with `resolve-stock-on-init`, else on the
// shopper's first touch of the product (focus, pointer or touch).
import { useEffect, useState } from "react";
import { requestStock, stockOf } from "../../core/stock";

const FIRST_TOUCH = ["focusin", "pointerover", "touchstart"] as const;

export function useSizeStock(element: HTMLElement, sizeIds: readonly string[], atOnce: boolean) {
  const [asked, setAsked] = useState(atOnce);
  const key = sizeIds.join("|");

  useEffect(() => {
    if (asked && key) requestStock(key.split("|"));
  }, [asked, key]);

  useEffect(() => {
    if (asked) return;
    const ask = () => setAsked(true);
    for (const type of FIRST_TOUCH) element.addEventListener(type, ask, { once: true, passive: true });
    return () => FIRST_TOUCH.forEach((type) => element.removeEventListener(type, ask));
  }, [element, asked]);

  return {
    readings: sizeIds.map((id) => (asked ? stockOf(id).value : undefined)),
    retry: () => requestStock(sizeIds),
  };
}
