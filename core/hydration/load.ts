// `load`: the widget's code loads as soon as the page allows any (core/lifecycle.ts `pageLoaded`), for the widgets
// that are the page's main controls (the product page, listings).
import type { Strategy } from "../lifecycle";

export const onLoad: Strategy = (_instance, start) => start();
