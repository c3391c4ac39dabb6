/**
 * Downloads a PDF of the API with the signed-in user's ID token (a plain link cannot carry it):
 * fetched as a blob (apiFetchFile), then saved under the server's file name.
 */
import { ApiError, apiFetchFile } from "@/lib/api/api-client";
import { saveFile } from "@/lib/files/save-file";

/**
 * GETs `path` under the API and saves the PDF; answers the file name. A 404 is answered with
 * `notFound` (an invoice not numbered yet, a credit note not written yet).
 */
export async function fetchAndSavePdf(path: string, fallbackName: string, notFound: string): Promise<string> {
  try {
    const { blob, fileName } = await apiFetchFile(path, {});
    const name = fileName ?? fallbackName;
    saveFile(blob, name);
    return name;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw new ApiError(404, "not-found", notFound);
    throw err;
  }
}
