// The timeline slider on the demo storefront's own markup (fixtures/server/screens/editorial-media.ts), hydrated the
// real way, with the CMS stylesheet the page links. Image slides only: Storybook serves no video file (the video slide
// is covered by the e2e suite and slideshow.test.ts).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { TIMELINE_SLIDES, timelineHtml } from "../../fixtures/server/screens/editorial-media";
import { ServerPage } from "../../.storybook/story-page";
import { MARKET_CODES, type MarketCode } from "../../markets/markets";
import { unmountHost } from "../../core/render/host";
import cms from "../../fixtures/assets/editorial-media.css?raw";

interface TimelineStoryProps {
  /** `static-country` cookie. */
  market: MarketCode;
  /** `data-time-slide`: seconds a slide (absent: 8). */
  timeSlide: string;
  /** `data-loop`. */
  loop: boolean;
  /** `wcmmode=edit` in the address: author mode, no autoplay. */
  authorMode: boolean;
}

const IMAGE_SLIDES = TIMELINE_SLIDES.filter((slide) => slide.image);

function TimelineStory({ market, timeSlide, loop, authorMode }: TimelineStoryProps) {
  return (
    <>
      <style>{cms}</style>
      <ServerPage
        html={timelineHtml(IMAGE_SLIDES, { label: "Timeline of the house", timeSlide, loop })}
        market={market}
        search={authorMode ? "wcmmode=edit" : ""}
      />
    </>
  );
}

const meta = {
  title: "Widgets/Timeline slider",
  parameters: { contract: "timeline-slider" },
  component: TimelineStory,
  args: { market: "us", timeSlide: "", loop: false, authorMode: false },
  argTypes: {
    market: { control: "select", options: MARKET_CODES, description: "`static-country` cookie (18 markets)" },
    timeSlide: { control: "text", description: "`data-time-slide` (seconds; empty: 8)" },
  },
  beforeEach: () => unmountHost,
} satisfies Meta<typeof TimelineStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 8 s a slide: the bars fill one after the other; it stops on the last slide. Hover or focus holds it. */
export const Autoplay: Story = {};

/** 2 s a slide and `data-loop`: the first slide follows the last. */
export const FastLoop: Story = { args: { timeSlide: "2", loop: true } };

/** Author mode (`wcmmode=edit`): no autoplay; the control offers play. */
export const AuthorMode: Story = { args: { authorMode: true } };

/** kw: right to left; the bars fill from the right, previous sits on the right. */
export const RtlKuwait: Story = { args: { market: "kw" } };

/** jp: the controls and the slide positions in Japanese. */
export const Japan: Story = { args: { market: "jp" } };
