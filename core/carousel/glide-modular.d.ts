// The part of @glidejs/glide's modular build the carousel adapter uses (the package ships no types).
declare module "@glidejs/glide/dist/glide.modular.esm.js" {
  type Component = (glide: unknown, components: unknown, events: unknown) => unknown;

  export interface GlideOptions {
    type?: "slider" | "carousel";
    startAt?: number;
    perView?: number;
    gap?: number;
    rewind?: boolean;
    keyboard?: boolean;
    autoplay?: number | false;
    hoverpause?: boolean;
    swipeThreshold?: number | false;
    dragThreshold?: number | false;
    animationDuration?: number;
    rewindDuration?: number;
    waitForTransition?: boolean;
    direction?: "ltr" | "rtl";
  }

  export default class Glide {
    constructor(root: HTMLElement, options?: GlideOptions);
    index: number;
    mount(extensions?: Record<string, Component>): this;
    on(event: string, handler: () => void): this;
    go(pattern: string): this;
    update(settings?: GlideOptions): this;
    destroy(): this;
  }

  export const Swipe: Component;
}
