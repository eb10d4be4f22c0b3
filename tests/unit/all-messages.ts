// Every language's texts before a file's tests (markets/messages.ts): the built bundle loads the page's language only,
// while tests call `t("ja", …)`, `t("ar", …)` synchronously in any language. Every catalog is created here, so that a
// widget's code loaded later in a test (through the registry) finds its tables loaded too.
import { beforeAll } from "vitest";
import { loadAllMessages } from "../../markets/messages";

import.meta.glob(["/{core,markets,widgets}/**/*messages.ts", "!**/node_modules/**"], { eager: true });
beforeAll(loadAllMessages);
