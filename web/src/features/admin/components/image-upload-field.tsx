import { useId, useState, type ChangeEvent } from "react";

interface ImageUploadFieldProps {
  error?: string;
  /** The uploaded image's download URL (the form's `image` value). */
  imageUrl: string;
  onUploading: (uploading: boolean) => void;
  onUploaded: (url: string) => void;
}

type UploadState =
  { status: "idle" } | { status: "uploading"; percent: number } | { status: "failed"; message: string };

/** Image file → Cloud Storage with a progress bar; the Storage SDK is loaded on first use. */
export function ImageUploadField({ error, imageUrl, onUploading, onUploaded }: ImageUploadFieldProps) {
  const id = useId();
  const [upload, setUpload] = useState<UploadState>({ status: "idle" });
  const message = upload.status === "failed" ? upload.message : error;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setUpload({ status: "uploading", percent: 0 });
    onUploading(true);
    try {
      const { uploadProductImage } = await import("../api/upload-product-image");
      const url = await uploadProductImage(file, (percent) => setUpload({ status: "uploading", percent }));
      onUploaded(url);
      setUpload({ status: "idle" });
    } catch (err) {
      setUpload({
        status: "failed",
        message: err instanceof Error ? err.message : "The image could not be uploaded",
      });
    } finally {
      onUploading(false);
    }
  }

  return (
    <div className="admin-field">
      <label htmlFor={id}>Image</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={!!message}
        aria-describedby={message ? `${id}-error` : undefined}
        disabled={upload.status === "uploading"}
        onChange={(e) => void choose(e)}
      />
      {upload.status === "uploading" && (
        <div className="admin-upload">
          <progress max={100} value={upload.percent} aria-label="Image upload progress" />
          <span aria-live="polite">Uploading… {upload.percent}%</span>
        </div>
      )}
      {imageUrl && upload.status !== "uploading" && (
        <img className="admin-upload__preview" src={imageUrl} alt="Uploaded product" width={96} height={72} />
      )}
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
