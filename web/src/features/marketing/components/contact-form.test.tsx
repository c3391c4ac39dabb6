import { render, screen } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { ToastContainer } from "react-toastify";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-client";
import { CONTACT_SENT_MESSAGE, ContactForm } from "./contact-form";

const user = setupUser();

function renderForm(send: (m: unknown) => Promise<{ insertedId: string }>) {
  render(
    <>
      <ContactForm send={send} />
      <ToastContainer />
    </>,
  );
}

async function fill() {
  await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Company"), "Engines Ltd");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Phone"), "+44 20 7946 0000");
  await user.type(screen.getByLabelText("How can we help you"), "Do you ship to Mars?");
}

describe("ContactForm", () => {
  it("has the spec's fields, with an email-type Email field", () => {
    renderForm(vi.fn());
    for (const label of ["Name", "Company", "Email", "Phone", "How can we help you"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Submit" })).toBeInTheDocument();
  });

  it("asks for the name, a valid email and the message before sending", async () => {
    const send = vi.fn();
    renderForm(send);
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Provide a valid email")).toBeInTheDocument();
    expect(screen.getByText("Please tell us how we can help")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the message, thanks the visitor and clears the form", async () => {
    const send = vi.fn(() => Promise.resolve({ insertedId: "m1" }));
    renderForm(send);
    await fill();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(CONTACT_SENT_MESSAGE)).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      company: "Engines Ltd",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      message: "Do you ship to Mars?",
    });
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByLabelText("How can we help you")).toHaveValue("");
  });

  it("says why sending failed and keeps what was typed", async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(503, "unavailable", "The shop is busy.")));
    renderForm(send);
    await fill();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Your message could not be sent. The shop is busy.")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("How can we help you")).toHaveValue("Do you ship to Mars?");
  });
});
