// The caption gallery on the demo storefront's own markup (fixtures/server/screens/editorial-media.ts), hydrated the
// real way, with the CMS stylesheet the page links.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CAPTION_IMAGES, captionGalleryHtml } from "../../fixtures/server/screens/editorial-media";
import { ServerPage } from "../../.storybook/story-page";
import { MARKET_CODES, type MarketCode } from "../../markets/markets";
import { unmountHost } from "../../core/render/host";
import cms from "../../fixtures/assets/editorial-media.css?raw";

interface GalleryStoryProps {
  /** `static-country` cookie. */
  market: MarketCode;
  /** `data-loop`. */
  loop: boolean;
  /** Steps to this image (1-based) once hydrated, as the next button would: its caption is announced. */
  showImage: number;
}

function GalleryStory({ market, loop, showImage }: GalleryStoryProps) {
  return (
    <>
      <style>{cms}</style>
      <ServerPage
        html={captionGalleryHtml(CAPTION_IMAGES, { label: "The archive", loop })}
        market={market}
        readySelector=".vitrine-carousel__button--next"
        then={(next) => {
          for (let i = 1; i < showImage; i++) next.click();
        }}
      />
    </>
  );
}

const meta = {
  title: "Widgets/Caption gallery",
  parameters: { contract: "caption-gallery" },
  component: GalleryStory,
  args: { market: "us", loop: false, showImage: 1 },
  argTypes: {
    market: { control: "select", options: MARKET_CODES, description: "`static-country` cookie (18 markets)" },
    showImage: { control: { type: "number", min: 1, max: CAPTION_IMAGES.length } },
  },
  beforeEach: () => unmountHost,
} satisfies Meta<typeof GalleryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first image: previous is disabled, nothing announced yet. */
export const FirstImage: Story = {};

/** The second image, reached with next: its position and caption were announced. */
export const SecondImage: Story = { args: { showImage: 2 } };

/** The last image without loop: next is disabled. */
export const LastImage: Story = { args: { showImage: CAPTION_IMAGES.length } };

/** `data-loop`: at the first image, previous goes to the last; nothing is disabled. */
export const Looping: Story = { args: { loop: true } };

/** kw: right to left, Arabic texts and digits. */
export const RtlKuwait: Story = { args: { market: "kw", showImage: 2 } };

/** jp: Japanese texts. */
export const Japan: Story = { args: { market: "jp", showImage: 2 } };
