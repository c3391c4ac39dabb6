import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import "./profile-form.css";
import type { z } from "zod";
import { profileUpdateSchema, type ProfileUpdateInput } from "@shop/domain/schemas";
import { Field } from "@/components/ui/field";

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
      <Field
        label="Name"
        autoComplete="name"
        error={errors.displayName?.message}
        {...register("displayName")}
      />
      <Field label="Email" type="email" value={email} readOnly />
      <Field
        label="Photo URL"
        hint="Paste a link to an image. (Photo upload is unavailable while the shop runs on the local emulators.)"
        type="url"
        inputMode="url"
        placeholder="https://…"
        error={errors.photoURL?.message}
        {...register("photoURL")}
      />
      <button type="submit" className="btn" disabled={isSubmitting}>
        {isSubmitting ? "Updating…" : "Update"}
      </button>
    </form>
  );
}
