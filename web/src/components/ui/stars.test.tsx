import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Stars, StarsInput } from "./stars";

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
    await userEvent.click(screen.getByRole("radio", { name: "4 stars" }));
    expect(onChange).toHaveBeenCalledWith(4);
  });
});
