import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import "./profile-form.css";
import type { z } from "zod";
import { profileUpdateSchema, type ProfileUpdateInput } from "@shop/domain";
import { Field } from "@/components/ui/fields/field";
import { ImageUploadField } from "@/components/ui/fields/image-upload-field";
import { useMessages } from "@/lib/i18n/use-messages";
import { profileCatalogue } from "../messages/catalogue";

type ProfileFormValues = z.input<typeof profileUpdateSchema>;

/**
 * Photo, name, email and Update (spec §2). Failures keep what was typed. With `uploadPhoto`
 * (where Cloud Storage is reachable) a photo file can be uploaded; a pasted URL works always.
 */
export function ProfileForm({
  email,
  initial,
  saveProfile,
  uploadPhoto,
}: {
  email: string;
  initial: { displayName: string; photoURL: string };
  saveProfile: (input: ProfileUpdateInput) => Promise<void>;
  uploadPhoto?: ((file: File, onProgress: (percent: number) => void) => Promise<string>) | undefined;
}) {
  const [uploading, setUploading] = useState(false);
  const { t } = useMessages(profileCatalogue);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: initial,
  });
  const photo = useWatch({ control, name: "photoURL" }) ?? "";
  const name = useWatch({ control, name: "displayName" });

  const onSubmit = async (values: ProfileUpdateInput) => {
    try {
      await saveProfile(values);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t("form.notUpdated"));
      return;
    }
    toast.success(t("form.updated"));
  };

  const initials = (name || email).trim().slice(0, 1).toUpperCase();
  const photoIsUrl = /^(https?:\/\/|\/)/.test(photo.trim());

  return (
    <form className="form profile" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <div className="profile__photo">
        {photoIsUrl ? (
          <img src={photo.trim()} alt={t("form.avatar", { name: name || email })} width="96" height="96" />
        ) : (
          <span className="profile__initials" aria-hidden="true">
            {initials}
          </span>
        )}
      </div>
      <Field
        label={t("form.name")}
        autoComplete="name"
        error={errors.displayName?.message}
        {...register("displayName")}
      />
      <Field label={t("form.email")} type="email" value={email} readOnly />
      {uploadPhoto && (
        <ImageUploadField
          label={t("form.photo")}
          hint={t("form.photoHint")}
          upload={uploadPhoto}
          onUploading={setUploading}
          onUploaded={(url) => setValue("photoURL", url, { shouldValidate: true, shouldDirty: true })}
        />
      )}
      <Field
        label={t("form.photoUrl")}
        hint={uploadPhoto ? t("form.orPaste") : t("form.paste")}
        type="url"
        inputMode="url"
        placeholder="https://…"
        error={errors.photoURL?.message}
        {...register("photoURL")}
      />
      <button type="submit" className="btn" disabled={isSubmitting || uploading}>
        {isSubmitting ? t("form.updating") : t("form.update")}
      </button>
    </form>
  );
}
