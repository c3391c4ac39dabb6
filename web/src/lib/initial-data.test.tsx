import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { initialDataScript, InitialDataProvider, readInitialData, type InitialData } from "./initial-data";
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
