import { useId, useState, type ChangeEvent } from "react";
import { ACCEPTED_IMAGE_TYPES } from "@/lib/forms/image-upload";
import "./image-upload-field.css";

interface ImageUploadFieldProps {
  label: string;
  /** Help text under the label. */
  hint?: string;
  /** Uploads the chosen file and resolves with its URL (rejects with a message for people). */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  onUploading: (uploading: boolean) => void;
  onUploaded: (url: string) => void;
  /** A preview of the uploaded image, when the form does not show it elsewhere. */
  preview?: { url: string; alt: string };
}

type UploadState =
  { status: "idle" } | { status: "uploading"; percent: number } | { status: "failed"; message: string };

/** An image file → Cloud Storage, with a progress bar and the reason when it fails. */
export function ImageUploadField({
  label,
  hint,
  upload,
  onUploading,
  onUploaded,
  preview,
}: ImageUploadFieldProps) {
  const id = useId();
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const message = state.status === "failed" ? state.message : "";
  const describedBy = [hint ? `${id}-hint` : "", message ? `${id}-error` : ""].filter(Boolean).join(" ");

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setState({ status: "uploading", percent: 0 });
    onUploading(true);
    try {
      const url = await upload(file, (percent) => setState({ status: "uploading", percent }));
      onUploaded(url);
      setState({ status: "idle" });
    } catch (err) {
      setState({
        status: "failed",
        message: err instanceof Error ? err.message : "The image could not be uploaded",
      });
    } finally {
      onUploading(false);
      // The same file can be chosen again after a failure.
      input.value = "";
    }
  }

  return (
    <div className="field image-upload">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
        disabled={state.status === "uploading"}
        onChange={(e) => void choose(e)}
      />
      {state.status === "uploading" && (
        <div className="image-upload__progress">
          <progress max={100} value={state.percent} aria-label={`${label} upload progress`} />
          <span aria-live="polite">Uploading… {state.percent}%</span>
        </div>
      )}
      {preview?.url && state.status !== "uploading" && (
        <img className="image-upload__preview" src={preview.url} alt={preview.alt} width={96} height={72} />
      )}
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
