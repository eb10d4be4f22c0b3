// The findings as a person reads them (`file:line:col  widget  attribute  message`) or as CI takes them: JSON,
// SARIF 2.1.0 (code scanning) or JUnit XML (one test case per page).
import type { Finding } from "./lint";

export type Format = "text" | "json" | "sarif" | "junit";
export const FORMATS: readonly Format[] = ["text", "json", "sarif", "junit"];

export function report(format: Format, findings: readonly Finding[], files: readonly string[]): string {
  if (format === "json") return JSON.stringify(findings, null, 2);
  if (format === "sarif") return JSON.stringify(sarif(findings), null, 2);
  if (format === "junit") return junit(findings, files);
  return findings.map(textLine).join("\n");
}

export const textLine = (f: Finding): string =>
  [`${f.file}:${f.line}:${f.column}`, f.severity, f.widget ?? "-", f.attribute ?? "-", f.message].join("  ");

function sarif(findings: readonly Finding[]) {
  const rules = [...new Set(findings.map((f) => f.rule))];
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "vitrine lint", informationUri: "https://github.com/", rules: rules.map((id) => ({ id })) } },
        results: findings.map((f) => ({
          ruleId: f.rule,
          level: f.severity,
          message: { text: f.message },
          locations: [
            {
              physicalLocation: { artifactLocation: { uri: f.file }, region: { startLine: f.line, startColumn: f.column } },
            },
          ],
        })),
      },
    ],
  };
}

const xml = (text: string) => text.replace(/[<>&"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot" }[c]};`);

function junit(findings: readonly Finding[], files: readonly string[]): string {
  const errors = findings.filter((f) => f.severity === "error");
  const cases = files.map((file) => {
    const failures = errors.filter((f) => f.file === file);
    const body = failures.map((f) => `      <failure message="${xml(f.message)}">${xml(textLine(f))}</failure>\n`).join("");
    return `    <testcase classname="vitrine lint" name="${xml(file)}"${body ? `>\n${body}    </testcase>` : " />"}`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites tests="${files.length}" failures="${errors.length}">`,
    `  <testsuite name="vitrine lint" tests="${files.length}" failures="${errors.length}">`,
    ...cases,
    "  </testsuite>",
    "</testsuites>",
  ].join("\n");
}
