import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider, useI18n } from "@/lib/i18n/i18n";
import { LOCALE_KEY, localeToOffer, rememberLocale } from "@/lib/i18n/locale-choice";
import { setupUser } from "@/testing/user";
import { LanguageSwitch } from "./language-switch";

const user = setupUser();

function Probe() {
  const { t } = useI18n();
  return (
    <p data-testid="probe" data-path={useLocation().pathname}>
      {t("nav.shop")} · {t("nav.greeting", { name: "Ada" })}
    </p>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider>
        <LanguageSwitch />
        <Probe />
      </I18nProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  window.localStorage.removeItem(LOCALE_KEY);
  document.documentElement.lang = "en";
});

describe("LanguageSwitch and the page's language", () => {
  it("shows French under /fr/…, with lang='fr', and today's English at today's paths", async () => {
    renderAt("/fr/shop");
    await waitFor(() => expect(screen.getByTestId("probe")).toHaveTextContent("Boutique · Bonjour, Ada"));
    expect(document.documentElement.lang).toBe("fr");
    expect(screen.getByRole("group", { name: "Langue" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "true");
  });

  it("links this page in each language, keyboard operable, and remembers the choice", async () => {
    renderAt("/shop");
    expect(screen.getByTestId("probe")).toHaveTextContent("Shop · Hi, Ada");
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/shop");
    expect(screen.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr/shop");
    screen.getByRole("link", { name: "Deutsch" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByTestId("probe")).toHaveTextContent("Shop · Hallo, Ada"));
    expect(screen.getByTestId("probe")).toHaveAttribute("data-path", "/de/shop");
    expect(document.documentElement.lang).toBe("de");
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe("de");
  });
});

describe("localeToOffer", () => {
  const chrome = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0";
  it("offers German to a first visit from Vienna (de-AT → de), never to a robot", () => {
    expect(localeToOffer("en", { languages: ["de-AT", "en"], userAgent: chrome })).toBe("de");
    expect(localeToOffer("en", { languages: ["de-AT"], userAgent: "Googlebot/2.1" })).toBeNull();
    expect(localeToOffer("de", { languages: ["de-AT"], userAgent: chrome })).toBeNull();
    expect(localeToOffer("en", { languages: ["es", "it"], userAgent: chrome })).toBeNull();
  });

  it("offers the remembered choice instead of the browser's, and nothing in the chosen language", () => {
    rememberLocale("en");
    expect(localeToOffer("en", { languages: ["fr-FR"], userAgent: chrome })).toBeNull();
    rememberLocale("de");
    expect(localeToOffer("en", { languages: ["fr-FR"], userAgent: chrome })).toBe("de");
    expect(localeToOffer("de", { languages: ["fr-FR"], userAgent: chrome })).toBeNull();
  });
});
