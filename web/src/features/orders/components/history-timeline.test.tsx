import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Purchase, WithId } from "@shop/domain";
import { HistoryTimeline, historyEvents } from "./history-timeline";

const base = { productImage: "", unitPriceCents: 100, priceCents: 300, quantity: 3 } as const;
const purchases = [
  {
    ...base,
    _id: "a",
    productName: "Tripod",
    history: [
      { state: "unpaid", at: 1000 },
      { state: "paid", at: 2000 },
      { state: "shipped", at: 5000 },
    ],
  },
  {
    ...base,
    _id: "b",
    productName: "Lens",
    history: [
      { state: "unpaid", at: 3000 },
      { state: "cancelled", at: 4000 },
    ],
  },
] as unknown as WithId<Purchase>[];

describe("purchase history", () => {
  it("flattens every state change of every purchase, newest first", () => {
    expect(historyEvents(purchases).map((e) => `${e.productName}:${e.state}`)).toEqual([
      "Tripod:shipped",
      "Lens:cancelled",
      "Lens:unpaid",
      "Tripod:paid",
      "Tripod:unpaid",
    ]);
  });

  it("puts the later step first when two changes share a time", () => {
    const same = [
      {
        ...purchases[1],
        history: [
          { state: "unpaid", at: 7 },
          { state: "cancelled", at: 7 },
        ],
      },
    ];
    expect(historyEvents(same as WithId<Purchase>[]).map((e) => e.state)).toEqual(["cancelled", "unpaid"]);
  });

  it("labels the states Ordered, Paid, Shipped and Cancelled with dates", () => {
    render(<HistoryTimeline events={historyEvents(purchases)} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector(".timeline__state")?.textContent)).toEqual([
      "Shipped",
      "Cancelled",
      "Ordered",
      "Paid",
      "Ordered",
    ]);
    expect(items[0]?.querySelector("time")).toHaveAttribute("datetime", new Date(5000).toISOString());
  });
});
