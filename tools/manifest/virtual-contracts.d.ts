// Types of `virtual:vitrine-contracts` (scripts/storybook-contracts.mjs): each widget's contract, by widget name.
declare module "virtual:vitrine-contracts" {
  const contracts: Readonly<Record<string, import("./storybook").StoryContract>>;
  export default contracts;
}
