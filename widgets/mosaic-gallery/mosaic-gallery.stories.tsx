// The mosaic gallery on the fixture markup with the page's zoom overlay, hydrated the real way; a story may click an
// image once the overlay listens, as a shopper would.
import { useEffect } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { on } from "../../core/events";
import "../../fixtures/assets/media.css";
import { renderMosaic, ZOOM_OVERLAY_MARKUP } from "../../fixtures/server/screens/media";
import { ServerPage } from "../../.storybook/story-page";
import type { MarketCode } from "../../markets/markets";

interface MosaicStoryProps {
  market: MarketCode;
  /** Click this image (0-based) once the overlay listens; none: the mosaic as served. */
  clickAt?: number;
}

const html = `${renderMosaic("ateliers", "The making of the collection")}${ZOOM_OVERLAY_MARKUP}`;

function MosaicStory({ market, clickAt }: MosaicStoryProps) {
  useEffect(() => {
    if (clickAt === undefined) return;
    // The page's lifecycle starts in ServerPage's effect, before this one; click once both widgets listen.
    const waiting = new Set(["mosaic-gallery", "zoom-overlay"]);
    return on("mount", ({ widget }) => {
      waiting.delete(widget);
      if (waiting.size === 0) document.querySelectorAll<HTMLElement>("[data-mosaic-gallery] a[data-gallery-image]")[clickAt]?.click();
    });
  }, [clickAt]);
  return <ServerPage html={html} market={market} />;
}

const meta = {
  title: "Widgets/Mosaic gallery",
  parameters: { contract: "mosaic-gallery" },
  component: MosaicStory,
  args: { market: "us" },
} satisfies Meta<typeof MosaicStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mosaic as served: links to the full images. */
export const Grid: Story = {};
/** The fifth image clicked: the zoom overlay opens there, 5/7. */
export const OpenedAtAnImage: Story = { args: { clickAt: 4 } };
/** kw: right to left, the overlay in Arabic. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw", clickAt: 0 } };
