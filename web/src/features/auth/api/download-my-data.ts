import { exportFileName } from "@shop/domain";
import { useMutation } from "@tanstack/react-query";
import { apiFetchFile } from "@/lib/api/api-client";
import { saveFile } from "@/lib/files/save-file";

/** GET /users/me/export: everything the shop holds on the signed-in customer, saved as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const { blob, fileName } = await apiFetchFile("/users/me/export", {});
  saveFile(blob, fileName ?? exportFileName(Date.now()));
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
