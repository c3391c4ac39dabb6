/**
 * Saves `blob` as a file named `fileName`, as a link with `download` does. The object URL is let
 * go 40 s later, not at once: some browsers read the blob only once the download has started
 * (FileSaver.js waits as long); a revoked URL then saves nothing, silently.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
