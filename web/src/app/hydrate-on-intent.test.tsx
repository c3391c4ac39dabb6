// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { Suspense, useEffect, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { firstIntent, holdUntilHydrated, hydratesOnIntent } from "./hydrate-on-intent";

/** A pre-rendered screen: a counter button, a controlled field, a select and a link. */
function Screen({ onCommitted }: { onCommitted: () => void }) {
  const [presses, setPresses] = useState(0);
  const [name, setName] = useState("");
  const [currency, setCurrency] = useState("usd");
  // As client-app.tsx's Committed: in a task of its own after the commit.
  useEffect(() => {
    const task = setTimeout(onCommitted);
    return () => clearTimeout(task);
  }, [onCommitted]);
  return (
    <main>
      {/* A boundary React hydrates after the page's shell (as the app's routes are). */}
      <Suspense fallback={null}>
        <button type="button" onClick={() => setPresses((n) => n + 1)}>
          Pressed {presses}
        </button>
      </Suspense>
      <label>
        Name <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <output data-testid="name">{name}</output>
      <select aria-label="Currency" value={currency} onChange={(e) => setCurrency(e.target.value)}>
        <option value="usd">USD</option>
        <option value="eur">EUR</option>
      </select>
      <output data-testid="currency">{currency}</output>
      <a href="#next">Next</a>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

function serverPage(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Screen onCommitted={() => undefined} />);
  document.body.append(container);
  return container;
}

const text = (container: HTMLElement, selector: string) => container.querySelector(selector)?.textContent;

describe("hydration on the first intent", () => {
  it("is what every build does, except the bench's load and blocking baselines", () => {
    expect([undefined, "", "intent"].map(hydratesOnIntent)).toEqual([true, true, true]);
    expect(["load", "blocking"].map(hydratesOnIntent)).toEqual([false, false]);
  });

  it("starts on the visitor's first pointer, key, touch or focus, not before", async () => {
    serverPage();
    let started = false;
    void firstIntent(document).then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    document.querySelector("a")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await Promise.resolve();
    expect(started).toBe(true);
  });

  it("starts on a click alone (a control activated by assistive technology)", async () => {
    serverPage();
    let started = false;
    void firstIntent(document).then(() => (started = true));
    document.querySelector("button")?.click();
    await Promise.resolve();
    expect(started).toBe(true);
  });

  it("replays a press, a typed value and a chosen option made before React hydrated, once each", async () => {
    const container = serverPage();
    const held = holdUntilHydrated(document);
    const button = container.querySelector("button");
    const input = container.querySelector("input");
    const select = container.querySelector("select");
    if (!button || !input || !select) throw new Error("the server page lacks its controls");

    // Before hydration: a press (held: nothing would handle it), typing, a choice.
    button.click();
    input.value = "Ada";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    select.value = "eur";
    select.dispatchEvent(new Event("change", { bubbles: true }));

    await act(async () => {
      root = hydrateRoot(container, <Screen onCommitted={held.replay} />);
      await Promise.resolve();
    });

    await waitFor(() => expect(text(container, "button")).toBe("Pressed 1"));
    expect(text(container, '[data-testid="name"]')).toBe("Ada");
    expect(input.value).toBe("Ada");
    expect(text(container, '[data-testid="currency"]')).toBe("eur");

    // After the replay React handles presses itself, and nothing is held any more.
    act(() => button.click());
    expect(text(container, "button")).toBe("Pressed 2");
  });

  it("lets a link's click through to the browser", () => {
    const container = serverPage();
    holdUntilHydrated(document);
    const link = container.querySelector("a");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
