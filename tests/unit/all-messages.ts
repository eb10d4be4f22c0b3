// Every language's texts before a file's tests (markets/messages.ts): the built bundle loads the page's language only,
// while tests call `t("ja", …)`, `t("ar", …)` synchronously in any language. Every catalog and every translation module
// is imported here, as the file loads (no hook timeout on a busy machine), so that loading them all is at once done, and
// a widget's code loaded later in a test (through the registry) finds its tables loaded too.
import { beforeAll } from "vitest";
import { loadAllMessages } from "../../markets/messages";

import.meta.glob(["/{core,markets,widgets}/**/*messages.ts", "/{core,markets,widgets}/**/*messages/*.ts"], { eager: true });
beforeAll(loadAllMessages);
