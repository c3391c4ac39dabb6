import { exportFileName } from "@shop/domain";
import { useMutation } from "@tanstack/react-query";
import { apiFetchFile } from "@/lib/api/api-client";

/** GET /users/me/export: everything the shop holds on the signed-in customer, saved as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const { blob, fileName } = await apiFetchFile("/users/me/export", {});
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName ?? exportFileName(Date.now());
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
