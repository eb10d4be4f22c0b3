// What a page's own TypeScript writes against the package: only its public types and `window.vitrine`.
import type { VitrineApi, VitrineEvents, WidgetErrorDetail } from "vitrine";

const api: VitrineApi | undefined = window.vitrine;

const stopErrors: () => void = api?.on("error", (detail: WidgetErrorDetail) => detail.widget.length + detail.message.length) ?? (() => {});
stopErrors();

window.vitrine?.on("cart", ({ itemCount }: VitrineEvents["cart"]) => itemCount + 1);
void window.vitrine?.whenIdle().then(() => window.vitrine?.rescan(document.body));

// The types are real, not `any`: an unknown event does not compile.
// @ts-expect-error "no-such-event" is not a Vitrine event
window.vitrine?.on("no-such-event", () => {});
