/** The address of one cart line: its product, and its variant when it is not the default one (issue 48). */
export function cartLinePath(productId: string, variantId?: string): string {
  const line = `/cart/items/${encodeURIComponent(productId)}`;
  return variantId ? `${line}?variantId=${encodeURIComponent(variantId)}` : line;
}
