import { screen, waitFor } from "@testing-library/react";
import { ToastContainer } from "react-toastify";
import { describe, expect, it } from "vitest";
import type { Product, ProductTranslationsAnswer, WithId } from "@shop/domain";
import { stubApi } from "@/testing/api-stub";
import { renderWithQuery } from "@/testing/query";
import { setupUser } from "@/testing/user";
import { TranslationsModal } from "./translations-modal";

const product: WithId<Product> = {
  _id: "x1",
  name: "Lens kit",
  description: "Four filters.",
  image: "/a.png",
  minimumOrder: 1,
  availableOrder: 10,
  priceCents: 2_500,
  createdAt: 0,
};

const answer: ProductTranslationsAnswer = {
  _id: "x1",
  english: {
    name: "Lens kit",
    description: "Four filters.",
    slug: "lens-kit",
    specifications: [],
    photos: [{ url: "/a.png", alt: "The kit" }],
    seoTitle: "",
    seoDescription: "",
    options: [],
  },
  translations: { de: { name: "Objektivset", slug: "objektivset" } },
  missing: { de: ["description", "photoAlt"], fr: ["name", "description", "photoAlt", "slug"] },
};

describe("Manage Product → Translations", () => {
  it("shows German beside the English with 'Missing' marks, and saves French with a toast", async () => {
    const api = stubApi(({ method }) =>
      method === "PUT"
        ? { body: { ...answer, translations: { ...answer.translations, fr: { name: "Kit" } } } }
        : { body: answer },
    );
    const user = setupUser();
    renderWithQuery(
      <>
        <TranslationsModal product={product} onClose={() => undefined} />
        <ToastContainer />
      </>,
    );
    const name = await screen.findByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("Objektivset");
    expect(screen.getByText("English: Lens kit")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Description Missing" })).toHaveValue("");

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "fr");
    const french = screen.getByRole("textbox", { name: "Name Missing" });
    await user.type(french, "Kit");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Lens kit: Français saved");
    const put = api.calls.find((c) => c.method === "PUT");
    expect(put?.path).toBe("/products/x1/translations/fr");
    expect(put?.body).toMatchObject({ name: "Kit", description: "" });
    expect(put?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Kit"));
  });
});
