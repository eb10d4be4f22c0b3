// Bench baseline: the tile labels written by hand, no framework, no modules, no validation library.
// It does the same visible work as the tile-labels widget (widgets/tile-labels/rules.ts), but for EVERY tile
// at once (no lazy hydration): one stock request for all size ids (chunked at 6000 chars of ids), an overlay
// per tile with the label and the colour dots, and "Price on request" in place of the price for MADE_TO_ORDER.
// English texts only; VIC private prices are not rendered (the bench pages are not VIC).
// Runs under the fixture CSP (script-src 'self', Trusted Types): DOM APIs only, never innerHTML.
// Sets <html data-bench-done="1"> when every tile is final.
(function () {
  "use strict";

  var TEXT = {
    availableSoon: "Available soon",
    outOfStock: "Out of stock",
    onlineExclusive: "Online exclusive",
    madeToOrder: "Made to order",
    priceOnRequest: "Price on request",
  };
  var STOCK_PATH = "/anon/mwstockstock/inventoryavailability/variantsInventory/";
  var MAX_ID_CHARS = 6000;
  var ID_RE = /^[A-Za-z0-9._-]{1,64}$/;
  var HEX_RE = /^(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
  var DATE_RE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
  var MAX_DOTS = 4;

  function readConfig() {
    var block = document.getElementById("vitrine-config");
    try {
      return (block && JSON.parse(block.textContent || "{}")) || {};
    } catch (e) {
      return {};
    }
  }

  function splitList(value, separator) {
    var out = [];
    var parts = (value || "").split(separator);
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i].trim();
      if (part !== "") out.push(part);
    }
    return out;
  }

  function parseDate(text) {
    if (!DATE_RE.test(text)) return undefined;
    var date = new Date(text);
    return isNaN(date.getTime()) ? undefined : date;
  }

  function parseInterval(text) {
    if (!text || !text.trim()) return undefined;
    var parts = text.trim().split("/");
    if (parts.length !== 2) return undefined;
    var start = parseDate(parts[0].trim());
    var end = parseDate(parts[1].trim());
    return start && end && start <= end ? { start: start, end: end } : undefined;
  }

  function parseBool(value) {
    if (value === undefined) return false;
    var v = value.trim().toLowerCase();
    return v === "" || v === "true" || v === "1";
  }

  // §5: split at each "#", keep 3/6/8-digit hex codes, at most 4 segments.
  function parseColour(value) {
    var out = [];
    var parts = value.split("#");
    for (var i = 0; i < parts.length && out.length < 4; i++) {
      var part = parts[i].trim();
      if (HEX_RE.test(part)) out.push("#" + part.toLowerCase());
    }
    return out;
  }

  // §5: 1 colour fills the dot; 2-4 become equal conic-gradient segments.
  function dotBackground(colours) {
    if (colours.length === 1) return colours[0];
    var step = 100 / colours.length;
    var stops = [];
    for (var i = 0; i < colours.length; i++) stops.push(colours[i] + " " + i * step + "% " + (i + 1) * step + "%");
    return "conic-gradient(" + stops.join(", ") + ")";
  }

  // §4, same table as rules.ts tileLabel(); inStock is undefined while the stock is unknown.
  function labelFor(tile, inStock, now, checkoutShowcase) {
    if (checkoutShowcase) return null;
    switch (tile.lifeCycle) {
      case "AVAILABLE_SOON":
        return inStock === false ? "availableSoon" : null;
      case "OUT_OF_STOCK":
        return inStock === false ? "outOfStock" : null;
      case "ONLINE_EXCLUSIVE":
        if (inStock === undefined) return null;
        var within = tile.interval !== undefined && now >= tile.interval.start && now <= tile.interval.end;
        return inStock && within ? null : "onlineExclusive";
      case "ON_SALE":
        return tile.onSale ? null : "availableSoon";
      case "MADE_TO_ORDER":
        return "madeToOrder";
      default:
        return null;
    }
  }

  function chunkIds(ids) {
    var chunks = [];
    var chunk = [];
    var length = 0;
    for (var i = 0; i < ids.length; i++) {
      var id = ids[i];
      if (chunk.length > 0 && length + id.length + 1 > MAX_ID_CHARS) {
        chunks.push(chunk);
        chunk = [];
        length = 0;
      }
      chunk.push(id);
      length += id.length + 1;
    }
    if (chunk.length > 0) chunks.push(chunk);
    return chunks;
  }

  function fetchStock(apiDomain, headers, ids) {
    var stock = {};
    var requests = chunkIds(ids).map(function (chunk) {
      var url = apiDomain + STOCK_PATH + chunk.map(encodeURIComponent).join(",");
      return fetch(url, { headers: headers, credentials: "same-origin" })
        .then(function (response) {
          if (!response.ok) throw new Error("HTTP " + response.status);
          return response.json();
        })
        .then(function (body) {
          var entries = (body && body.data && body.data[0]) || {};
          for (var i = 0; i < chunk.length; i++) {
            var entry = entries[chunk[i]];
            stock[chunk[i]] = entry && typeof entry.availableQuantity === "number" ? entry.availableQuantity : -1;
          }
        })
        .catch(function (error) {
          console.error("[vanilla] stock: " + error.message);
          for (var i = 0; i < chunk.length; i++) stock[chunk[i]] = -1; // a failed check counts as not in stock
        });
    });
    return Promise.all(requests).then(function () {
      return stock;
    });
  }

  function readTile(el) {
    var d = el.dataset;
    var productId = (d.productId || "").trim();
    if (!ID_RE.test(productId) || !(d.partNumber || "").trim()) return null;
    var sizes = splitList(d.sizeList, "|").filter(function (id) {
      return ID_RE.test(id);
    });
    var colours = [];
    var values = splitList(d.colors, "|");
    for (var i = 0; i < values.length; i++) {
      var parsed = parseColour(values[i]);
      if (parsed.length > 0) colours.push(parsed);
    }
    return {
      el: el,
      productId: productId,
      lifeCycle: (d.lifeCycle || "").trim() || undefined,
      onSale: parseBool(d.onSale),
      interval: parseInterval(d.onlineExclusiveInterval),
      stockIds: sizes.length > 0 ? sizes : [productId],
      colours: colours,
      overlay: null,
      label: null,
    };
  }

  function setLabel(tile, key) {
    if (!key) return;
    var span = document.createElement("span");
    span.className = "vitrine-tile__label";
    span.textContent = TEXT[key];
    tile.overlay.insertBefore(span, tile.overlay.firstChild);
    tile.label = key;
  }

  function render(tile, now, showcase) {
    var overlay = document.createElement("div");
    overlay.className = "vitrine-tile";
    tile.overlay = overlay;
    setLabel(tile, labelFor(tile, undefined, now, showcase.checkout));

    var colours = tile.colours;
    if (colours.length > 0) {
      var count = colours.length + 1;
      var box = document.createElement("span");
      box.className = "vitrine-tile__colours";
      box.setAttribute("role", "img");
      box.setAttribute("aria-label", count + (count === 1 ? " colour" : " colours"));
      for (var i = 0; i < colours.length && i < MAX_DOTS; i++) {
        var dot = document.createElement("span");
        dot.className = "vitrine-tile__dot";
        dot.style.background = dotBackground(colours[i]);
        box.appendChild(dot);
      }
      if (colours.length > MAX_DOTS) {
        var more = document.createElement("span");
        more.setAttribute("aria-hidden", "true");
        more.textContent = "+ " + (colours.length - MAX_DOTS);
        box.appendChild(more);
      }
      overlay.appendChild(box);
    }
    tile.el.appendChild(overlay);

    if (showcase.price || tile.lifeCycle === "MADE_TO_ORDER") {
      var server = tile.el.querySelector("[data-tile-price]");
      if (server) {
        var replacement = document.createElement(server.localName);
        replacement.className = server.className + " vitrine-price";
        if (!showcase.price) replacement.textContent = TEXT.priceOnRequest;
        server.after(replacement);
        server.hidden = true;
      }
    }
  }

  function run() {
    var config = readConfig();
    var flags = config.showcase || {};
    var showcase = { checkout: !!(flags.all || flags.checkout), price: !!(flags.all || flags.price) };
    var apiDomain = String(config.apiDomain || location.origin + "/api").replace(/\/+$/, "");
    var site = config.siteConfig || {};
    var headers = {
      Accept: "application/json",
      "x-base-site": site.baseSiteId || "bench",
      "x-store-id": site.storeId || "bench",
    };

    var elements = document.querySelectorAll("[data-product-id][data-part-number]");
    var tiles = [];
    var ids = [];
    var seen = Object.create(null);
    for (var i = 0; i < elements.length; i++) {
      var tile = readTile(elements[i]);
      if (!tile) continue;
      tiles.push(tile);
      for (var j = 0; j < tile.stockIds.length; j++) {
        var id = tile.stockIds[j];
        if (!seen[id]) {
          seen[id] = true;
          ids.push(id);
        }
      }
    }

    var now = new Date();
    for (var k = 0; k < tiles.length; k++) render(tiles[k], now, showcase);

    var done = function () {
      document.documentElement.dataset.benchDone = "1";
    };
    if (ids.length === 0) return done();
    fetchStock(apiDomain, headers, ids).then(function (stock) {
      var later = new Date();
      for (var t = 0; t < tiles.length; t++) {
        var tile = tiles[t];
        if (tile.label) continue; // stock-independent labels are already final
        var inStock = false;
        for (var s = 0; s < tile.stockIds.length; s++) if ((stock[tile.stockIds[s]] || 0) > 0) inStock = true;
        setLabel(tile, labelFor(tile, inStock, later, showcase.checkout));
      }
      done();
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true });
  else run();
})();
