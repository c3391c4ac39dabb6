import { describe, expect, it } from "vitest";
import { dealAfter, dealToLanes, workOf } from "./lanes.js";

const api = (name: string) => `tests/api/${name}.api.test.ts`;
const e2e = (name: string) => `tests/e2e/${name}.e2e.test.ts`;

describe("dealing the files to lanes", () => {
  it("deals longest first onto the lane with the least work", () => {
    const lanes = dealToLanes([e2e("cart"), e2e("a11y"), e2e("admin"), e2e("auth")], 2);
    // a11y 101 s; admin 48 s, then cart (17) and auth (15) still end before a11y.
    expect(lanes).toEqual([[e2e("a11y")], [e2e("admin"), e2e("cart"), e2e("auth")]]);
  });

  it("fills the server lane first, then the tails of the lanes that carry browser work", () => {
    const browserWork = workOf([e2e("auth")]); // 15 s
    const [server, tail] = dealAfter([api("low-stock"), api("users"), api("contract")], [0, browserWork]);
    // low-stock (29) goes to the empty server lane; each shorter one to the lane that ends first:
    // contract (15) after auth's 15 s, then users (6) after low-stock's 29.
    expect(server).toEqual([api("low-stock"), api("users")]);
    expect(tail).toEqual([api("contract")]);
  });

  it("gives a lane no file when the others end sooner", () => {
    expect(dealAfter([api("users")], [0, 100])).toEqual([[api("users")], []]);
  });
});
