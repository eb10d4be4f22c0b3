// `npm run build`'s last step: writes dist/vitrine.manifest.json and dist/vitrine.html-data.json (tools/manifest/manifest.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { buildHtmlData, buildManifest } from "./manifest";

const manifest = buildManifest();
mkdirSync("dist", { recursive: true });
writeFileSync("dist/vitrine.manifest.json", `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync("dist/vitrine.html-data.json", `${JSON.stringify(buildHtmlData(manifest), null, 2)}\n`);
