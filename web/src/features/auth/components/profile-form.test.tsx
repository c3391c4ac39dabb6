import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ToastContainer } from "react-toastify";
import { describe, expect, it, vi } from "vitest";
import type { ProfileUpdateInput } from "@shop/domain/schemas";
import { ProfileForm } from "./profile-form";

function renderForm(saveProfile = vi.fn((_input: ProfileUpdateInput) => Promise.resolve())) {
  render(
    <>
      <ProfileForm
        email="casey@example.com"
        initial={{ displayName: "Casey", photoURL: "" }}
        saveProfile={saveProfile}
      />
      <ToastContainer />
    </>,
  );
  return saveProfile;
}

describe("profile form", () => {
  it("shows name, read-only email and the photo, and saves name and photo URL", async () => {
    const save = renderForm();
    expect(screen.getByLabelText("Email")).toHaveValue("casey@example.com");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    await userEvent.clear(screen.getByLabelText("Name"));
    await userEvent.type(screen.getByLabelText("Name"), "Casey Jones");
    await userEvent.type(screen.getByLabelText("Photo URL"), "https://example.com/me.png");
    expect(screen.getByRole("img", { name: /^Avatar of/ })).toHaveAttribute(
      "src",
      "https://example.com/me.png",
    );
    await userEvent.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Profile updated")).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ displayName: "Casey Jones", photoURL: "https://example.com/me.png" });
  });

  it("refuses an empty name and a photo that is not a URL", async () => {
    const save = renderForm();
    await userEvent.clear(screen.getByLabelText("Name"));
    await userEvent.type(screen.getByLabelText("Photo URL"), "not a url");
    await userEvent.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Photo must be a URL")).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the failure and keeps what was typed", async () => {
    renderForm(vi.fn(() => Promise.reject(new Error("Name is too long"))));
    await userEvent.type(screen.getByLabelText("Name"), " Jr");
    await userEvent.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Name is too long")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Casey Jr");
  });
});
