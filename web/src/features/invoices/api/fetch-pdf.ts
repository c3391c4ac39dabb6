/**
 * Downloads a PDF of the API with the signed-in user's ID token (a plain link cannot carry it):
 * fetched as a blob, then saved through a temporary object URL under the server's file name.
 */
import type { ApiErrorBody } from "@shop/domain";
import { env } from "@/config/env";
import { ApiError } from "@/lib/api/api-client";
import { saveFile } from "@/lib/files/save-file";
import { currentIdToken } from "@/lib/session/session";

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

async function errorOf(res: Response, notFound: string): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
  if (res.status === 404) return new ApiError(404, "not-found", notFound);
  return new ApiError(
    res.status,
    body?.error.code ?? "unknown",
    body?.error.message ?? "The download failed.",
  );
}

/** GETs `path` under the API and saves the PDF; answers the file name. */
export async function fetchAndSavePdf(path: string, fallbackName: string, notFound: string): Promise<string> {
  const token = await currentIdToken();
  let res: Response;
  try {
    res = await fetch(`${env.apiBase}${path}`, {
      headers: { Accept: "application/pdf", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, "network", "We could not reach the shop. Check your connection and try again.");
  }
  if (!res.ok) throw await errorOf(res, notFound);
  const name = fileNameOf(res.headers.get("content-disposition"), fallbackName);
  saveFile(await res.blob(), name);
  return name;
}
