import type { ConsentAnswer, ConsentUpdate } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { queryKey } from "@/lib/api/query-keys";

/** PUT /users/me/consent: ticked (a confirmation link is mailed) or unticked (withdrawn). */
export function setConsent(input: ConsentUpdate): Promise<ConsentAnswer> {
  return apiFetch<ConsentAnswer>("/users/me/consent", { method: "PUT", body: input });
}

/** After signing up with the box ticked: the account exists whatever this answers. */
export async function askConsentQuietly(): Promise<void> {
  try {
    await setConsent({ marketing: true });
  } catch (err) {
    console.warn("Could not ask for the news and offers' confirmation", err);
  }
}

export function useSetConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setConsent,
    onSuccess: (answer) => client.setQueryData(queryKey("users", "me", "consent"), answer),
  });
}
