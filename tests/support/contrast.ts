/**
 * Contrast as the eye gets it, measured in the page: an element's text colour or focus outline
 * against the colour actually behind it (backgrounds of its ancestors, with opacity blended in).
 * axe's color-contrast rule skips disabled controls and never sees focus outlines or other states.
 */
import type { Locator } from "playwright-core";

export interface Contrast {
  text: number;
  /** Of the focus outline against what is around the element (0 when it has no outline). */
  outline: number;
  outlineWidth: number;
}

/** Measures `el` (runs in the page; self-contained). */
export function measureContrast(el: Element): Contrast {
  type RGBA = [number, number, number, number];
  const parse = (c: string): RGBA => {
    const m = /rgba?\(([^)]+)\)/.exec(c);
    if (!m?.[1]) return [0, 0, 0, 0];
    const p = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 1];
  };
  const over = (top: RGBA, bottom: RGBA, alpha: number): RGBA => {
    const a = top[3] * alpha;
    return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (bottom[i] ?? 0) * (1 - a)).concat(1) as RGBA;
  };
  /** What is painted behind `node`'s content: ancestors' backgrounds, from the page down. */
  const backdrop = (node: Element | null): RGBA => {
    const chain: Element[] = [];
    for (let e = node; e; e = e.parentElement) chain.unshift(e);
    let colour: RGBA = [255, 255, 255, 1];
    for (const e of chain) {
      const cs = getComputedStyle(e);
      colour = over(parse(cs.backgroundColor), colour, Number(cs.opacity));
    }
    return colour;
  };
  const opacityOf = (node: Element | null) => {
    let o = 1;
    for (let e = node; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
    return o;
  };
  const lum = (c: RGBA) => {
    const ch = (v: number) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2]);
  };
  const ratio = (a: RGBA, b: RGBA) => {
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
  };
  const cs = getComputedStyle(el);
  const behind = backdrop(el);
  const text = over(parse(cs.color), behind, opacityOf(el));
  const outlineWidth = cs.outlineStyle === "none" ? 0 : parseFloat(cs.outlineWidth);
  const around = backdrop(el.parentElement);
  const outline = outlineWidth > 0 ? ratio(over(parse(cs.outlineColor), around, opacityOf(el)), around) : 0;
  return { text: ratio(text, behind), outline, outlineWidth };
}

export const contrastOf = (locator: Locator) => locator.evaluate(measureContrast);
