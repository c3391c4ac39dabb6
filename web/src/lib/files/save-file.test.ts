import { afterEach, describe, expect, it, vi } from "vitest";
import { saveFile } from "./save-file";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("saveFile", () => {
  it("clicks a download link named after the file and lets the object URL go only 40 s later", () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:saved");
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });

    saveFile(new Blob(["{}"], { type: "application/json" }), "my-data.json");

    expect(create).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([{ href: "blob:saved", download: "my-data.json", inPage: true }]);
    expect(document.querySelector("a[download]")).toBeNull();
    vi.advanceTimersByTime(39_000);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(revoke).toHaveBeenCalledWith("blob:saved");
  });
});
