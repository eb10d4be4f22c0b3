// Step 1 of the quick-buy modal (§2): the bag's lines with their catalog items, consent, totals and the way on.
import { Fragment, useEffect, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { checkLogin, getProductsByIds, itemCount, removeFromCart } from "../../core/cart";
import { errorMessage } from "../../core/errors";
import { formatPrice } from "../../core/format";
import { pageUrl } from "../../core/routes";
import { cart, config, showcase, user } from "../../core/store";
import { cartLines, closesAfterRemove, consentLinks, proceedTarget, renditionImage, showcaseView, type CartLine } from "./rules";
import { catalogCache, closeQuickBuy, reportQuickBuyError } from "./state";
import { useQuickBuyText } from "./use-text";

/** Step 1 (§2): the bag's lines with their catalog items, consent, subtotal and total, review bag and proceed. */
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
  const view = showcaseView(showcase.value);
  const t = useQuickBuyText();
  const bag = cart.value;
  const ids = (bag?.orderItem ?? []).map((line) => line.productId);
  const key = ids.join(",");
  const [catalog, setCatalog] = useState<"loading" | "ready" | "error">(() => (ids.every((id) => catalogCache.has(id)) ? "ready" : "loading"));
  const [removeFailed, setRemoveFailed] = useState(false);

  useEffect(() => {
    const missing = ids.filter((id) => !catalogCache.has(id));
    if (missing.length === 0) return setCatalog("ready");
    const controller = new AbortController();
    setCatalog("loading");
    getProductsByIds(missing, { signal: controller.signal }).then(
      (items) => {
        for (const item of items) catalogCache.set(item.uniqueID, item);
        setCatalog("ready");
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportQuickBuyError(opener, `the cart list could not be loaded: ${errorMessage(error)}`, error);
        setCatalog("error");
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ids`
  }, [key]);

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

  const proceed = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    let loggedIn: boolean | undefined;
    try {
      loggedIn = await checkLogin();
      user.value = { ...user.value, loggedIn };
    } catch (error) {
      reportQuickBuyError(opener, `login check failed, going to checkout: ${errorMessage(error)}`, error);
    }
    location.assign(pageUrl(proceedTarget(loggedIn)));
  };

  const lines = bag ? cartLines(bag.orderItem, [...catalogCache.values()]) : [];
  const count = bag ? itemCount(bag) : 0;
  const links = consentLinks(country);
  const price = (amount: number) => (view.price ? formatPrice(amount, market) : null);
  return (
    <div className="vitrine-quick-buy__list">
      <h2 id={titleId} ref={title} tabIndex={-1} className="vitrine-quick-buy__title">
        {t("added")}
      </h2>
      {catalog === "loading" && <p className="vitrine-quick-buy__loading">{t("loading")}</p>}
      {catalog === "error" && (
        <p role="alert" data-quick-buy-error="resume">
          {t("resumeError")}
        </p>
      )}
      {catalog === "ready" && (
        <ul className="vitrine-quick-buy__lines">
          {lines.map((line) => {
            const image = line.image ? renditionImage(line.image, inStore) : undefined;
            return (
              <li key={line.orderItemId ?? line.productId} className="vitrine-quick-buy__line">
                {image && <img src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" />}
                <div>
                  <p className="vitrine-quick-buy__line-name">{line.name}</p>
                  <dl className="vitrine-quick-buy__facts">
                    {line.partCode && <Fact term={t("partCode")} value={line.partCode} />}
                    {line.colour && <Fact term={t("colour")} value={line.colour} />}
                    {line.material && <Fact term={t("material")} value={line.material} />}
                    {line.size && <Fact term={t("size")} value={line.size} />}
                    <Fact term={t("quantity")} value={String(line.quantity)} />
                    {price(line.lineTotal) && <Fact term={t("lineTotal")} value={price(line.lineTotal)!} />}
                  </dl>
                </div>
                {inStore && line.orderItemId && (
                  <button type="button" className="vitrine-quick-buy__remove" aria-label={t("remove", { name: line.name })} onClick={() => void remove(line)}>
                    <span aria-hidden="true">×</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {removeFailed && <p role="alert">{t("removeFailed")}</p>}
      {bag && view.price && (
        <dl className="vitrine-quick-buy__totals">
          <Fact term={t("subtotal", { count })} value={formatPrice(bag.totalProductPrice, market)} />
          <Fact term={t("total")} value={formatPrice(bag.grandTotal, market)} />
        </dl>
      )}
      {links && (
        <p className="vitrine-quick-buy__consent" data-quick-buy-consent>
          {t("consent")}{" "}
          {links.map((name, i) => (
            <Fragment key={name}>
              {i > 0 && ", "}
              <a href={pageUrl(name)}>{t(name)}</a>
            </Fragment>
          ))}
          .
        </p>
      )}
      <p className="vitrine-quick-buy__actions">
        <a className="vitrine-quick-buy__button" href={pageUrl("shopping-bag")}>
          {t("reviewBag")}
        </a>
        {view.proceed && (
          <a className="vitrine-quick-buy__button vitrine-quick-buy__button--primary" href={pageUrl(proceedTarget(user.value.loggedIn))} onClick={(e) => void proceed(e)}>
            {t("proceed")}
          </a>
        )}
      </p>
    </div>
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
