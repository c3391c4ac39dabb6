import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  INITIAL_DATA_ID,
  initialAnswer,
  initialDataScript,
  InitialDataProvider,
  readInitialData,
  type InitialData,
} from "./initial-data";
import { useAsync } from "./use-async";

function Shown({ load, id }: { load: () => Promise<string>; id: string }) {
  const state = useAsync(load, id);
  return <p>{state.status === "success" ? state.data : state.status}</p>;
}

describe("initial data (the storefront's embedded answer)", () => {
  it("useAsync starts from the server's answer for its key and fetches nothing; a later mount fetches", async () => {
    const load = vi.fn(() => Promise.resolve("fetched"));
    const data: InitialData = new Map([["products:1:6", "from the server"]]);
    const first = render(
      <InitialDataProvider data={data}>
        <Shown load={load} id="products:1:6" />
      </InitialDataProvider>,
    );
    expect(screen.getByText("from the server")).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    first.unmount();
    render(
      <InitialDataProvider data={data}>
        <Shown load={load} id="products:1:6" />
      </InitialDataProvider>,
    );
    expect(await screen.findByText("fetched")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("another key loads as before", async () => {
    const load = vi.fn(() => Promise.resolve("page 2"));
    render(
      <InitialDataProvider data={new Map([["products:1:6", "page 1"]])}>
        <Shown load={load} id="products:2:6" />
      </InitialDataProvider>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("page 2")).toBeTruthy();
  });

  it("the script round-trips the data and no text can close it early", () => {
    const data: InitialData = new Map([["k", { name: "</script><script>alert(1)</script>" }]]);
    const script = initialDataScript(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = script;
    expect(readInitialData(document)).toEqual(data);
    document.body.innerHTML = '<script type="application/json" id="initial-data">{not json</script>';
    expect(readInitialData(document).size).toBe(0);
  });
});

describe("the server's answers after a navigation", () => {
  it("serves them at the URL the page was loaded at, and drops them all at another one", () => {
    window.history.replaceState(null, "", "/?page=2");
    document.getElementById(INITIAL_DATA_ID)?.remove();
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = INITIAL_DATA_ID;
    script.textContent = JSON.stringify({ "products:2:6": ["old page"], "feedback:1:3": ["old feedback"] });
    document.body.append(script);
    const initial = readInitialData(document);
    script.remove();
    expect(initialAnswer(initial, "products:2:6")).toEqual({ found: true, value: ["old page"] });
    // A screen that mounts after a client-side navigation fetches: nothing of the first page is left.
    window.history.pushState(null, "", "/shop");
    expect(initialAnswer(initial, "feedback:1:3")).toEqual({ found: false, value: undefined });
    window.history.pushState(null, "", "/?page=2");
    expect(initialAnswer(initial, "products:2:6").found).toBe(false);
  });
});
