/**
 * The message catalogues (every `messages/{en,de,fr}.ts` under src) compiled to FormatJS's message AST when Vite
 * transforms them, so that the app ships without the ICU message parser: `vite.config.ts` resolves
 * `@formatjs/icu-messageformat-parser` to its `no-parser` build, which formats ASTs only (FormatJS's
 * "precompile" advice; ~20 kB gzipped less on every first load). The catalogues stay TypeScript
 * objects of strings (typed keys, the catalogue check in scripts/lib/i18n-catalogue.test.ts).
 */
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

const CATALOGUE = /[\\/]src[\\/].*[\\/]messages[\\/](en|de|fr)\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** Every string literal that is a property's value in the module's object literals. */
function messageLiterals(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    node.forEach((child) => messageLiterals(child, found));
    return found;
  }
  if (!isNode(node)) return found;
  if (node.type === "Property" && isNode(node.value) && node.value.type === "Literal") {
    if (typeof node.value.value === "string") found.push(node.value);
    return found;
  }
  for (const [key, child] of Object.entries(node)) if (key !== "type") messageLiterals(child, found);
  return found;
}

export function precompiledMessages(): Plugin {
  return {
    name: "precompiled-messages",
    transform(code, id) {
      if (!CATALOGUE.test(id.split("?")[0] ?? "")) return null;
      const literals = messageLiterals(this.parse(code));
      if (literals.length === 0) this.error(`${id}: no messages found to precompile`);
      let out = code;
      for (const literal of [...literals].sort((a, b) => b.start - a.start)) {
        const ast = parse(String(literal.value), { captureLocation: false });
        out = `${out.slice(0, literal.start)}${JSON.stringify(ast)}${out.slice(literal.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
