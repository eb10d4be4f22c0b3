// Step 1 of the quick-buy modal (§2): the bag's lines with their catalog items, consent, subtotal and total, review
// bag and proceed.
import { Fragment, useEffect, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { cartPending, getProductsByIds, itemCount, proceedDestination, removeFromCart } from "../../core/cart";
import type { CartResponse } from "../../core/entities";
import { errorMessage } from "../../core/errors";
import { formatPrice } from "../../core/format";
import { pageUrl, proceedTarget } from "../../core/routes";
import { cart, config, showcase, user } from "../../core/store";
import { cartLines, closesAfterRemove, consentLinks, renditionImage, showcaseView, type CartLine } from "./rules";
import { catalogCache, closeQuickBuy, reportQuickBuyError } from "./state";
import { useQuickBuyText } from "./use-text";

type Text = ReturnType<typeof useQuickBuyText>;

export interface CartListProps {
  titleId: string;
  title: React.RefObject<HTMLHeadingElement | null>;
  inStore: boolean;
  /** The trigger that opened the modal: errors name it. */
  opener: HTMLElement;
  announce(text: string): void;
}

export function CartList({ titleId, title, inStore, opener, announce }: CartListProps) {
  useSignals();
  const { market, country } = config.value;
  const view = showcaseView(showcase.value, market.ecommerceEnabled);
  const t = useQuickBuyText();
  const bag = cart.value;
  const catalog = useCatalogItems(bag, opener);
  const [removeFailed, setRemoveFailed] = useState(false);

  const remove = async (line: CartLine) => {
    if (!line.orderItemId) return;
    setRemoveFailed(false);
    try {
      const next = await removeFromCart(line.orderItemId);
      announce(t("announceRemoved", { count: itemCount(next) }));
      if (closesAfterRemove(inStore, next)) closeQuickBuy();
      else title.current?.focus();
    } catch (error) {
      reportQuickBuyError(opener, `remove failed: ${errorMessage(error)}`, error);
      setRemoveFailed(true);
    }
  };

  const price = (amount: number) => (view.price ? formatPrice(amount, market) : null);
  return (
    <div className="vitrine-quick-buy__list">
      {/* The added step's focus, also when the add came before the dialog's delayed first focus (§9: 300 ms). */}
      <h2 id={titleId} ref={title} tabIndex={-1} className="vitrine-quick-buy__title" data-autofocus>
        {t("added")}
      </h2>
      {catalog === "loading" && <p className="vitrine-quick-buy__loading">{t("loading")}</p>}
      {catalog === "error" && (
        <p role="alert" data-quick-buy-error="resume">
          {t("resumeError")}
        </p>
      )}
      {catalog === "ready" && bag && (
        <ul className="vitrine-quick-buy__lines" aria-busy={cartPending.value || undefined}>
          {cartLines(bag.orderItem, [...catalogCache.values()]).map((line) => (
            <CartLineItem
              key={line.orderItemId ?? line.productId}
              line={line}
              inStore={inStore}
              price={price(line.lineTotal)}
              onRemove={() => void remove(line)}
              t={t}
            />
          ))}
        </ul>
      )}
      {removeFailed && <p role="alert">{t("removeFailed")}</p>}
      {bag && view.price && (
        <dl className="vitrine-quick-buy__totals">
          <Fact term={t("subtotal", { count: itemCount(bag) })} value={formatPrice(bag.totalProductPrice, market)} />
          <Fact term={t("total")} value={formatPrice(bag.grandTotal, market)} />
        </dl>
      )}
      <ConsentNote country={country} t={t} />
      <p className="vitrine-quick-buy__actions">
        <a className="vitrine-quick-buy__button" href={pageUrl("shopping-bag", config.value.siteRoot)}>
          {t("reviewBag")}
        </a>
        {view.proceed && (
          <a
            className="vitrine-quick-buy__button vitrine-quick-buy__button--primary"
            href={pageUrl(proceedTarget(user.value.loggedIn), config.value.siteRoot)}
            onClick={(e) => void proceed(e, opener)}
          >
            {t("proceed")}
          </a>
        )}
      </p>
    </div>
  );
}

/** The catalog items of the bag's lines (§7 products by ids), fetched once per SKU and kept for the page. */
function useCatalogItems(bag: CartResponse | null, opener: HTMLElement): "loading" | "ready" | "error" {
  const ids = (bag?.orderItem ?? []).map((line) => line.productId);
  const key = ids.join(",");
  // The answer is kept with the lines it was for: a bag with other lines is loading until its own answer.
  const [answer, setAnswer] = useState<{ key: string; state: "ready" | "error" }>();
  const cached = ids.every((id) => catalogCache.has(id));
  useEffect(() => {
    const missing = key.split(",").filter((id) => id && !catalogCache.has(id));
    if (missing.length === 0) return;
    const controller = new AbortController();
    getProductsByIds(missing, { signal: controller.signal }).then(
      (items) => {
        for (const item of items) catalogCache.set(item.uniqueID, item);
        setAnswer({ key, state: "ready" });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportQuickBuyError(opener, `the cart list could not be loaded: ${errorMessage(error)}`, error);
        setAnswer({ key, state: "error" });
      },
    );
    return () => controller.abort();
  }, [key, opener]);
  if (cached) return "ready";
  return answer?.key === key ? answer.state : "loading";
}

/** §2, §6: proceed waits for the bag's changes, asks whether the shopper is logged in; a failed check goes to checkout. */
async function proceed(event: React.MouseEvent<HTMLAnchorElement>, opener: HTMLElement): Promise<void> {
  event.preventDefault();
  const { page, loginError } = await proceedDestination();
  if (loginError !== undefined)
    reportQuickBuyError(opener, `login check failed, going to checkout: ${errorMessage(loginError)}`, loginError);
  location.assign(pageUrl(page, config.value.siteRoot));
}

function CartLineItem({
  line,
  inStore,
  price,
  onRemove,
  t,
}: {
  line: CartLine;
  inStore: boolean;
  price: string | null;
  onRemove(): void;
  t: Text;
}) {
  const image = line.image ? renditionImage(line.image, inStore) : undefined;
  return (
    <li className="vitrine-quick-buy__line">
      {image && <img src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" />}
      <div>
        <p className="vitrine-quick-buy__line-name">{line.name}</p>
        <dl className="vitrine-quick-buy__facts">
          {line.partCode && <Fact term={t("partCode")} value={line.partCode} />}
          {line.colour && <Fact term={t("colour")} value={line.colour} />}
          {line.material && <Fact term={t("material")} value={line.material} />}
          {line.size && <Fact term={t("size")} value={line.size} />}
          <Fact term={t("quantity")} value={String(line.quantity)} />
          {price && <Fact term={t("lineTotal")} value={price} />}
        </dl>
      </div>
      {inStore && line.orderItemId && (
        <button type="button" className="vitrine-quick-buy__remove" aria-label={t("remove", { name: line.name })} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}

/** §2 step 1: the consent sentence with its legal links (none for KR, the pre-information form added for TR). */
function ConsentNote({ country, t }: { country: string; t: Text }) {
  const links = consentLinks(country);
  if (!links) return null;
  return (
    <p className="vitrine-quick-buy__consent" data-quick-buy-consent>
      {t("consent")}{" "}
      {links.map((name, i) => (
        <Fragment key={name}>
          {i > 0 && ", "}
          <a href={pageUrl(name, config.value.siteRoot)}>{t(name)}</a>
        </Fragment>
      ))}
      .
    </p>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="vitrine-quick-buy__fact">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
