import { render, screen } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { ToastContainer } from "react-toastify";
import { describe, expect, it, vi } from "vitest";
import type { FeedbackInput } from "@shop/domain";
import { ReviewForm } from "./review-form";
import { ApiError } from "@/lib/api/api-client";

const user = setupUser();

function renderForm(sendFeedback = vi.fn((_input: FeedbackInput) => Promise.resolve())) {
  render(
    <>
      <ReviewForm name="Casey Customer" sendFeedback={sendFeedback} />
      <ToastContainer />
    </>,
  );
  return sendFeedback;
}

describe("review form", () => {
  it("shows the name read-only and five clickable stars", async () => {
    renderForm();
    expect(screen.getByLabelText("Name")).toHaveValue("Casey Customer");
    expect(screen.getByLabelText("Name")).toHaveAttribute("readonly");
    const stars = screen.getAllByRole("radio");
    expect(stars).toHaveLength(5);
    expect(stars.filter((s) => s.getAttribute("aria-checked") === "true")).toHaveLength(0);
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    expect(screen.getByRole("radio", { name: "4 stars" })).toHaveAttribute("aria-checked", "true");
    expect(document.querySelectorAll(".star--on")).toHaveLength(4);
  });

  it("does not send a review without stars or text, and says what is missing", async () => {
    const send = renderForm();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Please choose from 1 to 5 stars")).toBeInTheDocument();
    expect(screen.getByText("Please write your feedback")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Feedback"), "Great gimbal");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Please choose from 1 to 5 stars")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends star and message, thanks the user and resets", async () => {
    const send = renderForm();
    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.type(screen.getByLabelText("Feedback"), "Smooth footage");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Thank You For your feedback")).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ star: 5, feedbackMessage: "Smooth footage" });
    expect(screen.getByLabelText("Feedback")).toHaveValue("");
    expect(document.querySelectorAll(".star--on")).toHaveLength(0);
  });

  it("says 'Failed to add your Feedback' and keeps the text when sending fails", async () => {
    renderForm(vi.fn(() => Promise.reject(new Error("boom"))));
    await user.click(screen.getByRole("radio", { name: "3 stars" }));
    await user.type(screen.getByLabelText("Feedback"), "Keep me");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Failed to add your Feedback")).toBeInTheDocument();
    expect(screen.getByLabelText("Feedback")).toHaveValue("Keep me");
    expect(screen.getByRole("radio", { name: "3 stars" })).toHaveAttribute("aria-checked", "true");
  });

  it("adds the server's reason to the toast when the daily limit answers 429", async () => {
    const limited = new ApiError(429, "rate-limited", "Too many requests, please try again in 5 minutes");
    renderForm(vi.fn(() => Promise.reject(limited)));
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    await user.type(screen.getByLabelText("Feedback"), "Second today");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(
      await screen.findByText(
        "Failed to add your Feedback. Too many requests, please try again in 5 minutes",
      ),
    ).toBeInTheDocument();
  });
});
