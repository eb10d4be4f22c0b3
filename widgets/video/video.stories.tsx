// The video on the fixture markup, hydrated the real way: the poster with its play button, the §4 cases (desktop:
// the fallback image hidden; below desktop a no-video-on-mobile film hidden), the failure state with its retry (a
// playlist that answers 500; where Media Source Extensions are missing the same state comes at once), jp and kw.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ServerPage } from "../../.storybook/story-page";
import { videoMarkup } from "../../fixtures/server/screens/video";
import { streamUrl, type VideoFault } from "../../fixtures/video/handlers";
import type { MarketCode } from "../../markets/markets";
import { phoneViewport } from "./phone-viewport";

interface VideoStoryProps {
  market: MarketCode;
  fault: VideoFault;
  noVideoOnMobile: boolean;
  /** Presses play once hydrated. */
  play: boolean;
}

function VideoStory({ market, fault, noVideoOnMobile, play }: VideoStoryProps) {
  return (
    <ServerPage
      html={videoMarkup("story-film", streamUrl("clear", fault), "Film", "Still from the film", noVideoOnMobile)}
      market={market}
      readySelector=".vitrine-video__play, [data-video] video[hidden]"
      then={(element) => play && element.click()}
    />
  );
}

const meta = {
  title: "Widgets/Video",
  parameters: { contract: "video" },
  component: VideoStory,
  args: { market: "us", fault: "ok", noVideoOnMobile: false, play: false },
} satisfies Meta<typeof VideoStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the poster and the play button; the fallback image is hidden. Nothing of the stream (nor hls.js) loads. */
export const Poster: Story = {};
/** Below desktop, a no-video-on-mobile film: the video is hidden and never loads, the fallback image shows. */
export const NoVideoOnMobile: Story = { args: { noVideoOnMobile: true }, beforeEach: phoneViewport };
/** Below desktop, a film without the flag: the video shows, the fallback image is hidden. */
export const MobileVideo: Story = { beforeEach: phoneViewport };
/** The playlist answers 500: after the bounded retries the poster stays with the message and a focused retry. */
export const Failed: Story = { args: { fault: "playlist-500", play: true } };
/** jp: Japanese controls. */
export const Japan: Story = { args: { market: "jp" } };
/** kw: Arabic, right to left, the failure state. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw", fault: "playlist-500", play: true } };
