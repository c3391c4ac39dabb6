import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import "./profile-form.css";
import type { z } from "zod";
import { profileUpdateSchema, type ProfileUpdateInput } from "@shop/domain/schemas.js";

type ProfileFormValues = z.input<typeof profileUpdateSchema>;

/** Photo, name, email and Update (spec §2). Failures keep what was typed. */
export function ProfileForm({
  email,
  initial,
  saveProfile,
}: {
  email: string;
  initial: { displayName: string; photoURL: string };
  saveProfile: (input: ProfileUpdateInput) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    control,
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
      toast.error(err instanceof Error ? err.message : "We could not update your profile.");
      return;
    }
    toast.success("Profile updated");
  };

  const initials = (name || email).trim().slice(0, 1).toUpperCase();
  const photoIsUrl = /^(https?:\/\/|\/)/.test(photo.trim());

  return (
    <form className="form profile" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <div className="profile__photo">
        {photoIsUrl ? (
          <img src={photo.trim()} alt={`Avatar of ${name || email}`} width="96" height="96" />
        ) : (
          <span className="profile__initials" aria-hidden="true">
            {initials}
          </span>
        )}
      </div>
      <label>
        Name
        <input
          autoComplete="name"
          aria-invalid={errors.displayName ? true : undefined}
          aria-describedby={errors.displayName ? "profile-name-error" : undefined}
          {...register("displayName")}
        />
      </label>
      {errors.displayName && (
        <span id="profile-name-error" className="field-error" role="alert">
          {errors.displayName.message}
        </span>
      )}
      <label>
        Email
        <input type="email" value={email} readOnly />
      </label>
      <label>
        Photo URL
        <input
          type="url"
          inputMode="url"
          placeholder="https://…"
          aria-invalid={errors.photoURL ? true : undefined}
          aria-describedby={errors.photoURL ? "profile-photo-error" : "profile-photo-hint"}
          {...register("photoURL")}
        />
      </label>
      {errors.photoURL ? (
        <span id="profile-photo-error" className="field-error" role="alert">
          {errors.photoURL.message}
        </span>
      ) : (
        <small id="profile-photo-hint" className="profile__hint">
          Paste a link to an image. (Photo upload is unavailable while the shop runs on the local emulators.)
        </small>
      )}
      <button type="submit" className="btn" disabled={isSubmitting}>
        {isSubmitting ? "Updating…" : "Update"}
      </button>
    </form>
  );
}
