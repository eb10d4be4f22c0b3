// Stories and their test: pretends the viewport is a phone's (375 px) for the widget's §4 media query; returns the undo.
export function phoneViewport(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (!min) return original.call(window, query);
    const still = () => {};
    return {
      matches: 375 >= Number(min[1]),
      media: query,
      onchange: null,
      addEventListener: still,
      removeEventListener: still,
      addListener: still,
      removeListener: still,
      dispatchEvent: () => false,
    } satisfies MediaQueryList;
  };
  return () => void (window.matchMedia = original);
}
