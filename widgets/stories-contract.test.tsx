// Every widget's stories carry its contract from the manifest ("Generated contracts"): a docs page with the
// README's attribute table and example, and a typed control per attribute; a set control reaches the widget's markup
// and a changed one remounts it. A new stories file fails here until its meta names its widget.
/// <reference types="vite/client" />
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { act } from "react";
import { render, waitFor } from "@testing-library/react";
import { composeStories, type Meta } from "@storybook/react-vite";
import type { StrictArgTypes } from "storybook/internal/types";
import { buildManifest, type ManifestAttribute } from "../tools/manifest/manifest";
import { attributeRows, readmeExample } from "../tools/manifest/docs";
import { unmountStory } from "../tests/unit/stories";
import preview from "../.storybook/preview";
import { contractOf } from "../.storybook/contract-args";
import { ContractDocs } from "../.storybook/contract-docs";
import * as shareStories from "./social-share/social-share.stories";

type StoriesModule = Parameters<typeof composeStories>[0] & { default: Meta };
const STORIES = import.meta.glob<StoriesModule>("./*/*.stories.tsx", { eager: true });
const manifest = new Map(buildManifest().widgets.map((widget) => [widget.name, widget]));

/** The control each kind of attribute gets, written out. */
function expectedControl({ type, values, min, max }: ManifestAttribute): unknown {
  if (type === "boolean") return { control: "boolean" };
  if (values) return { control: "select", options: values };
  if (type === "integer") return { control: { type: "number", min, max, step: 1 } };
  if (type === "number") return { control: { type: "number", min, max, step: undefined } };
  return { control: "text" };
}

/** Each story of a module, composed with the project annotations (the argTypes enhancer among them). */
const composed = (path: string) => Object.values(composeStories(STORIES[path]!)) as { storyName: string; argTypes: StrictArgTypes }[];
const argTypesOf = (name: string) => composed(`./${name}/${name}.stories.tsx`)[0]!.argTypes;

it("gives every story file a docs page showing its widget's contract", () => {
  expect(Object.keys(STORIES).length).toBeGreaterThanOrEqual(32);
  expect(preview.tags).toContain("autodocs");
  expect(preview.parameters?.docs?.page).toBe(ContractDocs);
});

describe.each(Object.keys(STORIES))("%s", (path) => {
  const name = path.split("/")[1]!;
  const widget = manifest.get(name)!;

  it("names its widget, one of the manifest's", () => {
    expect(STORIES[path]!.default.parameters?.contract).toBe(name);
    expect(widget).toBeDefined();
  });

  it("has the README's attribute table and its example for the docs page", () => {
    const { docs } = contractOf(name);
    expect(docs).toContain(attributeRows(widget).join("\n"));
    const example = name === "tile-labels" ? undefined : readmeExample(readFileSync(`widgets/${name}/README.md`, "utf8"));
    if (example) expect(docs).toContain(`\`\`\`html\n${example.trimEnd()}\n\`\`\``);
  });

  it("has a typed control for every attribute, in every story", () => {
    for (const story of composed(path))
      for (const attribute of widget.attributes)
        expect(story.argTypes[attribute.name], `${story.storyName} ${attribute.name}`).toMatchObject(expectedControl(attribute) as object);
  });
});

it("types the controls from the schemas (spot checks)", () => {
  expect(argTypesOf("notification-banner")["data-timing"]).toMatchObject({ control: { type: "number", min: 0, max: 600000 } });
  expect(argTypesOf("account")["data-account"]).toMatchObject({ control: "select", options: ["login", "register", "my-account"] });
  expect(argTypesOf("video")["data-video-no-mobile"]).toMatchObject({ control: "boolean" });
  expect(argTypesOf("social-share")["data-share-url"]).toMatchObject({ control: "text" });
  expect(argTypesOf("zoom-overlay")["data-zoom-max-scale"]).toMatchObject({ table: { defaultValue: { summary: "4" } } });
});

describe("a set control", () => {
  const { Networks } = composeStories(shareStories);
  const xHref = () => document.querySelector('[data-network="x"]')?.getAttribute("href");

  afterEach(() => unmountStory());

  it("is written on the widget's markup, and a changed one remounts the widget with it", async () => {
    const args = (title: string) => ({ "data-share-title": title }) as object;
    const view = render(<Networks {...args("First title")} />);
    await waitFor(() => expect(xHref()).toContain("text=First%20title"), { timeout: 10_000 });
    expect(document.querySelector("[data-social-share]")?.getAttribute("data-share-title")).toBe("First title");

    await act(async () => view.rerender(<Networks {...args("Second title")} />));
    await waitFor(() => expect(xHref()).toContain("text=Second%20title"), { timeout: 10_000 });
    view.unmount();
  });

  it("left unset keeps the markup's own value", async () => {
    render(<Networks />);
    await waitFor(() => expect(xHref()).toContain(`text=${encodeURIComponent("Vitrine: the Spring-Summer look")}`), { timeout: 10_000 });
  });
});
