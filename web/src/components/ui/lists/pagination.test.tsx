import { render, screen } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { describe, expect, it, vi } from "vitest";
import { Pagination } from "./pagination";

const user = setupUser();

describe("Pagination", () => {
  it("shows total ÷ page size pages, rounded up", () => {
    render(
      <Pagination label="Product pages" total={13} pageSize={6} current={1} onChange={() => undefined} />,
    );
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual(["1", "2", "3"]);
  });

  it("shows exact multiples without an empty last page", () => {
    render(
      <Pagination label="Feedback pages" total={6} pageSize={3} current={1} onChange={() => undefined} />,
    );
    expect(screen.getAllByRole("button")).toHaveLength(2);
  });

  it("highlights only the current page", () => {
    render(
      <Pagination label="Product pages" total={20} pageSize={6} current={2} onChange={() => undefined} />,
    );
    const current = screen.getByRole("button", { name: "Page 2" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current).toHaveClass("pagination__page--current");
    for (const name of ["Page 1", "Page 3", "Page 4"]) {
      const other = screen.getByRole("button", { name });
      expect(other).not.toHaveAttribute("aria-current");
      expect(other).not.toHaveClass("pagination__page--current");
    }
  });

  it("reports the clicked page number", async () => {
    const onChange = vi.fn();
    render(<Pagination label="Product pages" total={20} pageSize={6} current={1} onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Page 3" }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it("is hidden when everything fits on one page", () => {
    render(
      <Pagination label="Product pages" total={6} pageSize={6} current={1} onChange={() => undefined} />,
    );
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
