// Quick buy's texts in the market's language (read inside a component that uses signals).
import { textLocale } from "../../core/store";
import { quickBuyText, type QuickBuyKey } from "./messages";

export function useQuickBuyText() {
  const language = textLocale.value;
  return (key: QuickBuyKey, vars?: Record<string, string | number>) => quickBuyText(language, key, vars);
}
