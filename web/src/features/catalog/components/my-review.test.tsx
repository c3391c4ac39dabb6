import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProductReviewAnswer, ReviewEligibilityAnswer } from "@shop/domain";
import { stubApi } from "@/testing/api-stub";
import { MyReview, REVIEW_WHO_MAY } from "./my-review";

const REVIEW: ProductReviewAnswer = {
  _id: "r1",
  productId: "gimbal-x1",
  name: "Rita Reviewer",
  star: 4,
  title: "Smooth on the trail",
  text: "Steady footage.",
  verifiedBuyer: true,
  createdAt: 1,
  updatedAt: 1,
};

/** The page's question answered by `answer`; the calls made. */
function renderFor(answer: ReviewEligibilityAnswer) {
  const api = stubApi(() => ({ body: answer }));
  render(<MyReview productId="gimbal-x1" uid="u1" onChanged={() => undefined} />);
  return api;
}

describe("MyReview: the form only for a customer who received the product", () => {
  it("shows a customer who never received it who may review, and no form", async () => {
    const api = renderFor({ received: false, review: null });
    expect(await screen.findByText(REVIEW_WHO_MAY)).toBeInTheDocument();
    expect(REVIEW_WHO_MAY).toBe("Only customers who received this product can review it.");
    expect(screen.getByRole("heading", { name: "Review this product" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Your review" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Post my review" })).not.toBeInTheDocument();
    expect(api.count("GET", "/products/gimbal-x1/reviews/eligibility")).toBe(1);
    expect(api.calls).toHaveLength(1);
  });

  it("gives a customer who received it the empty form", async () => {
    renderFor({ received: true, review: null });
    const form = await screen.findByRole("form", { name: "Your review" });
    expect(form).toContainElement(screen.getByRole("button", { name: "Post my review" }));
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(screen.queryByText(REVIEW_WHO_MAY)).not.toBeInTheDocument();
  });

  it("gives a customer their review to edit or delete", async () => {
    renderFor({ received: true, review: REVIEW });
    expect(await screen.findByRole("button", { name: "Save my review" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your review" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Smooth on the trail");
    expect(screen.getByRole("button", { name: "Delete my review" })).toBeInTheDocument();
  });
});
