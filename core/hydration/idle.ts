// `idle`: the widget's code loads when the browser is idle (at most 2 s later; 200 ms later where there is no
// requestIdleCallback), for what the server markup already does well enough until then (menus, banners, forms).
import { beginWork } from "../activity";
import type { Strategy } from "../lifecycle";

export const onIdle: Strategy = (instance, start) => {
  instance.settle = beginWork(); // a test's `whenIdle` waits for the code this will load
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(() => start(), { timeout: 2000 });
    instance.cancel = () => cancelIdleCallback(id);
  } else {
    const id = setTimeout(start, 200);
    instance.cancel = () => clearTimeout(id);
  }
};
