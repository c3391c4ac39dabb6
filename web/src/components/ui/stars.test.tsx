import { render, screen } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { describe, expect, it, vi } from "vitest";
import { Stars, StarsInput } from "./stars";

const user = setupUser();

describe("Stars", () => {
  it.each([1, 3, 5])("draws %i filled stars out of 5", (value) => {
    const { container } = render(<Stars value={value} />);
    expect(screen.getByRole("img", { name: `${value} out of 5 stars` })).toBeInTheDocument();
    expect(container.querySelectorAll(".star")).toHaveLength(5);
    expect(container.querySelectorAll(".star--on")).toHaveLength(value);
  });
});

describe("StarsInput", () => {
  it("starts at 0 and reports the clicked star", async () => {
    const onChange = vi.fn();
    render(<StarsInput value={0} onChange={onChange} />);
    expect(screen.queryAllByRole("radio", { checked: true })).toHaveLength(0);
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it("is one Tab stop; arrow keys move and choose, wrapping; Home and End", async () => {
    const onChange = vi.fn();
    const { rerender } = render(<StarsInput value={0} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole("radio", { name: "1 star" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole("radio", { name: "2 stars" })).toHaveFocus();
    rerender(<StarsInput value={4} onChange={onChange} />);
    expect(screen.getAllByRole("radio").map((r) => r.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    screen.getByRole("radio", { name: "4 stars" }).focus();
    await user.keyboard("{ArrowLeft}");
    expect(onChange).toHaveBeenLastCalledWith(3);
    rerender(<StarsInput value={5} onChange={onChange} />);
    screen.getByRole("radio", { name: "5 stars" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.keyboard("{End}");
    expect(onChange).toHaveBeenLastCalledWith(5);
  });
});
