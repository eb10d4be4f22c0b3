// The store's signals (core/store.ts, core/stock.ts) are @preact/signals-core's, so a widget that renders no React
// reads them without loading React; React views read the same signals through @preact/signals-react's useSignals().
// That holds only while signals-react re-exports the one signals-core the store imports: a second copy (another
// version, another build of it) would give React views signals their render tracking never sees.
import { afterEach, expect, it } from "vitest";
import { act } from "react";
import { render } from "@testing-library/react";
import * as core from "@preact/signals-core";
import * as react from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { user } from "./store";
import { stockOf, resetStock } from "./stock";

const seeded = user.value;
afterEach(() => {
  user.value = seeded;
  resetStock();
});

it("signals-react re-exports signals-core itself, not a copy of it", () => {
  for (const name of ["signal", "computed", "effect", "batch", "untracked", "Signal"] as const) expect(react[name], name).toBe(core[name]);
  expect(user).toBeInstanceOf(react.Signal);
  expect(stockOf("1")).toBeInstanceOf(react.Signal);
});

it("a React view with useSignals() re-renders when a store signal changes", () => {
  function Shopper({ id }: { id: string }) {
    useSignals();
    return (
      <span>
        {user.value.vic ? "vic" : "guest"} {stockOf(id).value?.status ?? "unasked"}
      </span>
    );
  }
  const { container, unmount } = render(<Shopper id="100011" />);
  expect(container.textContent).toBe("guest unasked");
  act(() => {
    user.value = { ...user.value, vic: true };
    stockOf("100011").value = { status: "pending" };
  });
  expect(container.textContent).toBe("vic pending");
  unmount();
});

it("an effect() from signals-core follows the same store signal", () => {
  const seen: boolean[] = [];
  const stop = core.effect(() => void seen.push(user.value.vic));
  user.value = { ...user.value, vic: !user.value.vic };
  stop();
  expect(seen).toEqual([seeded.vic, !seeded.vic]);
});
