// The gallery zoom overlay over a look tile of the fixture collection, hydrated the real way: the story asks for the
// look's gallery (`zoom-open` with the look's images, as its gallery control does) once the overlay is mounted, then
// presses the keys a shopper would.
import { useEffect } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { emit, on } from "../../core/events";
import { readGalleryImages } from "../../core/gallery";
import { COLLECTION_LOOKS } from "../../fixtures/looks";
import { renderLook } from "../../fixtures/server/screens/collection";
import { ZOOM_OVERLAY_MARKUP } from "../../fixtures/server/screens/media";
import { ServerPage } from "../../.storybook/story-page";
import type { MarketCode } from "../../markets/markets";

interface ZoomStoryProps {
  market: MarketCode;
  /** Open the gallery of look L02 at this image (0-based); none: closed. */
  openAt?: number;
  /** Keys pressed in the open dialog, in order. */
  keys: string[];
}

const html = `<div class="looks__grid">${renderLook(COLLECTION_LOOKS[1]!)}</div>${ZOOM_OVERLAY_MARKUP}`;

/** Runs `then` on the dialog once React has rendered it. */
function whenDialog(then: (dialog: Element) => void): void {
  const observer = new MutationObserver(() => {
    const dialog = document.querySelector("[role=dialog]");
    if (!dialog) return;
    observer.disconnect();
    then(dialog);
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

function ZoomStory({ market, openAt, keys }: ZoomStoryProps) {
  useEffect(() => {
    if (openAt === undefined) return;
    // The page's lifecycle starts in ServerPage's effect, before this one; the overlay mounts after its code loads.
    return on("mount", ({ widget }) => {
      if (widget !== "zoom-overlay") return;
      const template = document.querySelector<HTMLTemplateElement>('[data-look-id="L02"] template[data-look-images]')!;
      emit("zoom-open", { source: "look L02", images: readGalleryImages(template.content), index: openAt });
      whenDialog((dialog) =>
        keys.forEach((key) => dialog.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }))),
      );
    });
  }, [openAt, keys]);
  return <ServerPage html={html} market={market} />;
}

const meta = {
  title: "Widgets/Zoom overlay",
  parameters: { contract: "zoom-overlay" },
  component: ZoomStory,
  args: { market: "us", keys: [] },
} satisfies Meta<typeof ZoomStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mounted and listening: nothing shown, the look's gallery control now opens the overlay. */
export const Closed: Story = {};
/** Opened at the look's first image: counter 1/3, previous and next, zoom buttons. */
export const Open: Story = { args: { openAt: 0 } };
/** The right arrow twice from the second image: it wraps round to the first. */
export const ArrowsWrap: Story = { args: { openAt: 1, keys: ["ArrowRight", "ArrowRight"] } };
/** Zoomed twice with +: the image at 2.25×, zoom out enabled. */
export const Zoomed: Story = { args: { openAt: 0, keys: ["+", "+"] } };
/** kw: Arabic labels, Arabic-Indic digits, and the right arrow goes back. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw", openAt: 0, keys: ["ArrowRight"] } };
/** jp: Japanese labels. */
export const Japan: Story = { args: { market: "jp", openAt: 2 } };
