// Each registry entry's markup contract (core/markup.ts), importable without the widget's code: `vitrine lint`
// (tools/lint/) and the manifest (tools/manifest/) read them in Node. widgets/contract.test.ts fails when this list
// and the registry differ, or when a widget's definition is not made of its contract.
import type { MarkupContract } from "../core/markup";
import { contract as collectionLooks } from "./collection-looks/schema";
import { contract as collectionMenu } from "./collection-menu/schema";
import { contract as specialCollection } from "./special-collection/schema";
import { contract as productListing } from "./product-listing/schema";
import { contract as searchFacets } from "./search-facets/schema";
import { contract as editorialSearch } from "./editorial-search/schema";
import { contract as articleList } from "./article-list/schema";
import { contract as headerMenu } from "./header-menu/schema";
import { contract as productPage } from "./product-page/schema";
import { contract as productFallback } from "./product-fallback/schema";
import { contract as quickBuy } from "./quick-buy/schema";
import { contract as bagCount } from "./bag-count/schema";
import { contract as shoppingBag } from "./shopping-bag/schema";
import { contract as guestOrder } from "./guest-order/schema";
import { contract as authenticity } from "./authenticity/schema";
import { contract as notificationBanner } from "./notification-banner/schema";
import { contract as socialShare } from "./social-share/schema";
import { contract as liveChat } from "./live-chat/schema";
import { contract as findInStore } from "./find-in-store/schema";
import { contract as storeLocator } from "./store-locator/schema";
import { contract as appointmentForm } from "./appointment-form/schema";
import { contract as contactUs } from "./contact-us/schema";
import { contract as zoomOverlay } from "./zoom-overlay/schema";
import { contract as mosaicGallery } from "./mosaic-gallery/schema";
import { contract as crossCategory } from "./cross-category/schema";
import { contract as timelineSlider } from "./timeline-slider/schema";
import { contract as captionGallery } from "./caption-gallery/schema";
import { contract as video } from "./video/schema";
import { contract as checkout } from "./checkout/schema";
import { contract as paymentMethods } from "./payment-methods/schema";
import { contract as account } from "./account/schema";
import { contract as wishlist } from "./wishlist/schema";
import { contract as tileLabels } from "./tile-labels/schema";

export const contracts: Readonly<Record<string, MarkupContract>> = {
  "collection-looks": collectionLooks,
  "collection-menu": collectionMenu,
  "special-collection": specialCollection,
  "product-listing": productListing,
  "search-facets": searchFacets,
  "editorial-search": editorialSearch,
  "article-list": articleList,
  "header-menu": headerMenu,
  "product-page": productPage,
  "product-fallback": productFallback,
  "quick-buy": quickBuy,
  "bag-count": bagCount,
  "shopping-bag": shoppingBag,
  "guest-order": guestOrder,
  authenticity: authenticity,
  "notification-banner": notificationBanner,
  "social-share": socialShare,
  "live-chat": liveChat,
  "find-in-store": findInStore,
  "store-locator": storeLocator,
  "appointment-form": appointmentForm,
  "contact-us": contactUs,
  "zoom-overlay": zoomOverlay,
  "mosaic-gallery": mosaicGallery,
  "cross-category": crossCategory,
  "timeline-slider": timelineSlider,
  "caption-gallery": captionGallery,
  video: video,
  checkout: checkout,
  "payment-methods": paymentMethods,
  account: account,
  wishlist: wishlist,
  "tile-labels": tileLabels,
};
