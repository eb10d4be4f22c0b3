// The built-in widgets as the linter checks them: each registry entry (its name and selector, in the order the
// bootloader matches them) with its markup contract (widgets/contracts.ts).
import { widgets as registry } from "../../widgets/registry";
import { contracts } from "../../widgets/contracts";
import { prepare } from "./lint";

export const builtInWidgets = prepare(registry.map((entry) => ({ entry, contract: contracts[entry.name]! })));
