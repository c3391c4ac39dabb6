/** Custom claims on Firebase Auth accounts. Setting claims replaces them all, so always merge. */
export type Claims = Record<string, unknown>;

export function isAdminClaims(claims: Claims | null | undefined): boolean {
  return claims?.admin === true;
}

/** The account's claims with `admin: true` added; every other claim is kept as it was. */
export function withAdminClaim(claims: Claims | null | undefined): Claims {
  return { ...(claims ?? {}), admin: true };
}
