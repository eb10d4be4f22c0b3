// The page's configuration object, as given (validated later by the runtime, which owns zod).
// Sources, later wins: the JSON block `<script type="application/json" id="vitrine-config">`, then `vitrine.init(config)`.
import { emit } from "./events";

let pageConfig: Record<string, unknown> = {};

export function getPageConfig(): Readonly<Record<string, unknown>> {
  return pageConfig;
}

export function setPageConfig(config: Record<string, unknown>): void {
  pageConfig = { ...pageConfig, ...config };
  emit("config", { config: pageConfig });
}

/** Reads the JSON block; returns an error message when it is present but not a JSON object. */
export function readConfigBlock(doc: Document = document): string | undefined {
  const block = doc.getElementById("vitrine-config");
  if (!block?.textContent?.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(block.textContent);
    if (value === null || typeof value !== "object" || Array.isArray(value)) return "#vitrine-config must hold a JSON object";
    pageConfig = { ...(value as Record<string, unknown>), ...pageConfig };
    return undefined;
  } catch (error) {
    return `#vitrine-config is not valid JSON: ${(error as Error).message}`;
  }
}
