import { describe, expect, it } from "vitest";
import { dealAfter, dealToLanes, workOf } from "./lanes.js";

const api = (name: string) => `tests/api/${name}.api.test.ts`;
const e2e = (name: string) => `tests/e2e/${name}.e2e.test.ts`;

describe("dealing the files to lanes", () => {
  it("deals longest first onto the lane with the least work", () => {
    const lanes = dealToLanes([e2e("cart"), e2e("a11y"), e2e("admin"), e2e("auth")], 2);
    // a11y 118 s; admin 58 s, then cart (22) and auth (20) still end before a11y.
    expect(lanes).toEqual([[e2e("a11y")], [e2e("admin"), e2e("cart"), e2e("auth")]]);
  });

  it("fills the server lane first, then the tails of the lanes that carry browser work", () => {
    const browserWork = workOf([e2e("disputes")]); // 4 s
    const [server, tail] = dealAfter([api("low-stock"), api("users"), api("contract")], [0, browserWork]);
    // low-stock (30) goes to the empty server lane; each shorter one to the lane that ends first:
    // contract (6) after disputes' 4 s, then users (5) after disputes and contract's 10.
    expect(server).toEqual([api("low-stock")]);
    expect(tail).toEqual([api("contract"), api("users")]);
  });

  it("gives a lane no file when the others end sooner", () => {
    expect(dealAfter([api("users")], [0, 100])).toEqual([[api("users")], []]);
  });
});
