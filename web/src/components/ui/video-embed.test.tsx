import { render, screen } from "@testing-library/react";
import { setupUser } from "@/testing/user";
import { describe, expect, it } from "vitest";
import { VideoEmbed } from "./video-embed";

const user = setupUser();

describe("VideoEmbed", () => {
  it("shows only a local poster until clicked, then the privacy-enhanced player", async () => {
    const { container } = render(
      <VideoEmbed videoId="abc123" title="Stabilization demo" poster="/images/video-poster-1.svg" />,
    );
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("src", "/images/video-poster-1.svg");
    await user.click(screen.getByRole("button", { name: "Play video: Stabilization demo" }));
    const frame = screen.getByTitle("Stabilization demo");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0");
  });

  it("loads the poster lazily, or at once and first when it is the page's largest paint", () => {
    const { container, rerender } = render(<VideoEmbed videoId="a" title="T" poster="/p.svg" />);
    expect(container.querySelector("img")).toHaveAttribute("loading", "lazy");
    rerender(<VideoEmbed videoId="a" title="T" poster="/p.svg" priority />);
    expect(container.querySelector("img")).not.toHaveAttribute("loading");
    expect(container.querySelector("img")).toHaveAttribute("fetchpriority", "high");
  });
});
