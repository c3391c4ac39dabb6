import { describe, expect, it } from "vitest";
import { MAX_AVATAR_BYTES, avatarProblem } from "./upload-avatar";

const file = (type: string, size: number) => new File([new Uint8Array(size)], "x", { type });

describe("avatars (the limits of storage.rules)", () => {
  it("stop at 2 MB", () => {
    expect(avatarProblem(file("image/png", MAX_AVATAR_BYTES - 1))).toBeNull();
    expect(avatarProblem(file("image/png", MAX_AVATAR_BYTES))).toBe("The image must be smaller than 2 MB");
  });
});
