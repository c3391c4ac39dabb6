import { render, screen, waitFor } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { ToastContainer } from "react-toastify";
import { describe, expect, it, vi } from "vitest";
import type { ProfileUpdateInput } from "@shop/domain";
import { ProfileForm } from "./profile-form";

const user = setupUser();

type Upload = (file: File, onProgress: (percent: number) => void) => Promise<string>;

function renderForm(
  saveProfile = vi.fn((_input: ProfileUpdateInput) => Promise.resolve()),
  uploadPhoto?: Upload,
) {
  render(
    <>
      <ProfileForm
        email="casey@example.com"
        initial={{ displayName: "Casey", photoURL: "" }}
        saveProfile={saveProfile}
        uploadPhoto={uploadPhoto}
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
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Casey Jones");
    await user.type(screen.getByLabelText("Photo URL"), "https://example.com/me.png");
    expect(screen.getByRole("img", { name: /^Avatar of/ })).toHaveAttribute(
      "src",
      "https://example.com/me.png",
    );
    await user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Profile updated")).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ displayName: "Casey Jones", photoURL: "https://example.com/me.png" });
  });

  it("refuses an empty name and a photo that is not a URL", async () => {
    const save = renderForm();
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Photo URL"), "not a url");
    await user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Photo must be a URL")).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the failure and keeps what was typed", async () => {
    renderForm(vi.fn(() => Promise.reject(new Error("Name is too long"))));
    await user.type(screen.getByLabelText("Name"), " Jr");
    await user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Name is too long")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Casey Jr");
  });

  it("without Cloud Storage there is no file picker, and the hint says so", () => {
    renderForm();
    expect(screen.queryByLabelText("Photo")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Photo URL")).toHaveAccessibleDescription(/Photo upload is unavailable/);
  });

  it("uploads a photo file with progress; Update saves its URL", async () => {
    let progress: (percent: number) => void = () => undefined;
    let finish: (url: string) => void = () => undefined;
    const upload = vi.fn<Upload>(
      (_file, onProgress) =>
        new Promise<string>((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    const save = renderForm(undefined, upload);
    const photo = new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Photo"), photo);
    await waitFor(() => expect(upload).toHaveBeenCalledWith(photo, expect.any(Function)));
    progress(30);
    expect(await screen.findByRole("progressbar", { name: "Photo upload progress" })).toHaveAttribute(
      "value",
      "30",
    );
    expect(screen.getByRole("button", { name: "Update" })).toBeDisabled();
    finish("http://127.0.0.1:9199/v0/b/bucket/o/users%2Fu1%2Favatar.png?alt=media");
    await waitFor(() =>
      expect(screen.getByRole("img", { name: /^Avatar of/ })).toHaveAttribute(
        "src",
        "http://127.0.0.1:9199/v0/b/bucket/o/users%2Fu1%2Favatar.png?alt=media",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Profile updated")).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({
      displayName: "Casey",
      photoURL: "http://127.0.0.1:9199/v0/b/bucket/o/users%2Fu1%2Favatar.png?alt=media",
    });
  });

  it("shows why a photo upload failed, and saves nothing", async () => {
    const save = renderForm(undefined, () =>
      Promise.reject(new Error("The image must be smaller than 2 MB")),
    );
    await user.upload(
      screen.getByLabelText("Photo"),
      new File([new Uint8Array(4)], "big.jpg", { type: "image/jpeg" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("The image must be smaller than 2 MB");
    expect(screen.getByLabelText("Photo")).toHaveAttribute("aria-invalid", "true");
    expect(save).not.toHaveBeenCalled();
  });
});
