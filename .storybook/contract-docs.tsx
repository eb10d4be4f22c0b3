// Each widget's docs page (autodocs): Storybook's default blocks, with the widget's contract from the manifest after
// the description: the attribute table the README shows (the same rows `npm run docs` writes) and its example.
import { Controls, Description, Markdown, Primary, Stories, Subtitle, Title, useOf } from "@storybook/addon-docs/blocks";
import { contractOf } from "./contract-args";

export function ContractDocs() {
  const resolved = useOf("meta", ["meta"]);
  const widget: unknown = resolved.type === "meta" && resolved.preparedMeta.parameters.contract;
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      {typeof widget === "string" && <Markdown>{contractOf(widget).docs}</Markdown>}
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
