// Social share: one link per configured network (a new window, named as such), the system share sheet where the
// browser has one, and a copy-link button whose result is announced.
import { useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { config, textLocale } from "../../core/store";
import { emit } from "../../core/events";
import type { ViewProps } from "../../core/widget";
import { shareText } from "./messages";
import { networkName, pageToShare, shareHref } from "./rules";
import type { ShareAttributes, shareParts } from "./schema";

type CopyState = "idle" | "copied" | "failed";

export function SocialShare({ attributes }: ViewProps<ShareAttributes, typeof shareParts>) {
  useSignals();
  const [copy, setCopy] = useState<CopyState>("idle");
  const locale = textLocale.value;
  const t = (key: Parameters<typeof shareText>[1], vars?: Record<string, string>) => shareText(locale, key, vars);
  const page = { url: pageToShare(attributes.shareUrl, location.href), title: attributes.shareTitle ?? document.title };
  const links = config.value.share.flatMap(({ network, template }) => {
    const href = shareHref(template, page);
    return href ? [{ network, href }] : [];
  });
  const canShareNatively = typeof navigator.share === "function";

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(page.url);
      setCopy("copied");
      emit("share", { network: "copy", url: page.url });
    } catch {
      setCopy("failed");
    }
  }
  async function shareNatively() {
    try {
      await navigator.share(page);
      emit("share", { network: "native", url: page.url });
    } catch {
      // The shopper closed the sheet (AbortError) or the browser refused: the links stay there.
    }
  }

  return (
    <div className="vitrine-share__row" role="group" aria-label={t("label")}>
      {links.map(({ network, href }) => (
        <a
          key={network}
          className="vitrine-share__link"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-network={network}
          onClick={() => emit("share", { network, url: page.url })}
        >
          {t("shareOn", { network: networkName(network) })}
          <span className="vitrine-visually-hidden"> {t("newWindow")}</span>
        </a>
      ))}
      {canShareNatively && (
        <button type="button" className="vitrine-share__button" onClick={() => void shareNatively()}>
          {t("native")}
        </button>
      )}
      <button type="button" className="vitrine-share__button" data-share-copy onClick={() => void copyLink()}>
        {t("copy")}
      </button>
      <span role="status" className={copy === "failed" ? "vitrine-share__status" : "vitrine-visually-hidden"}>
        {copy === "idle" ? "" : t(copy === "copied" ? "copied" : "copyFailed")}
      </span>
    </div>
  );
}
