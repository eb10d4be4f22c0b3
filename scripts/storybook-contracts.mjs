// `import contracts from "virtual:vitrine-contracts"`: each widget's contract as Storybook shows it
// (tools/manifest/storybook.ts). That file reads the schemas' sources with the TypeScript compiler, which runs in
// Node only: it runs here, in a child process (this plugin is loaded by Storybook's and vitest's configurations),
// and the browser bundle gets its JSON. Edit a schema's doc comments, restart Storybook.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ID = "virtual:vitrine-contracts";
const SCRIPT = fileURLToPath(new URL("../tools/manifest/storybook.ts", import.meta.url));

export function storybookContracts() {
  return {
    name: "vitrine-contracts",
    resolveId: (source) => (source === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null;
      const json = execFileSync(process.execPath, ["--import", "tsx", SCRIPT], { encoding: "utf8", maxBuffer: 16 << 20 });
      return `export default ${json};`;
    },
  };
}
