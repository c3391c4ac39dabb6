import { useCallback } from "react";
import type { ProfileAddressInput, ProfileUpdateInput } from "@shop/domain";
import { Spinner } from "@/components/ui/spinner";
import { imageUploadMode } from "@/lib/forms/image-upload";
import { useSession } from "@/lib/session/session";
import { useOwnProfile } from "../api/get-own-profile";
import { useSaveAddress } from "../api/save-address";
import { useUpdateProfile } from "../api/update-profile";
import { uploadAvatar } from "../api/upload-avatar";
import { AddressForm } from "../components/address-form";
import { MyData } from "../components/my-data";
import { NewsConsent } from "../components/news-consent";
import { ProfileForm } from "../components/profile-form";
import { useMessages } from "@/lib/i18n/use-messages";
import { profileCatalogue } from "../messages/catalogue";

const PHOTO_UPLOAD = imageUploadMode() === "storage";

/**
 * My Profile: change the display name and photo (the header shows the new name at once), and the
 * Address the purchase page and the cart are filled with; the customer's data downloaded, or
 * their account deleted (issue 50).
 */
export function Component() {
  const { session, loadAuth } = useSession();
  const { t } = useMessages(profileCatalogue);
  const uid = session.status === "signed-in" ? session.user.uid : "";
  const { mutateAsync: updateProfile } = useUpdateProfile();
  const saveProfile = useCallback(
    async (input: ProfileUpdateInput) => {
      await updateProfile(input);
    },
    [updateProfile],
  );
  const profile = useOwnProfile(uid !== "");
  const { mutateAsync: saveAddressNow } = useSaveAddress();
  const saveAddress = useCallback(
    async (input: ProfileAddressInput) => {
      await saveAddressNow(input);
    },
    [saveAddressNow],
  );
  const uploadPhoto = useCallback(
    async (file: File, onProgress: (percent: number) => void) => {
      // The Storage SDK reads the signed-in user from Auth: make sure it is loaded.
      await loadAuth();
      return uploadAvatar(uid, file, onProgress);
    },
    [loadAuth, uid],
  );
  return (
    <section className="page page--narrow">
      <h1>{t("profile.title")}</h1>
      {session.status === "signed-in" ? (
        <ProfileForm
          key={session.user.uid}
          email={session.user.email}
          initial={{ displayName: session.user.displayName, photoURL: session.user.photoURL }}
          saveProfile={saveProfile}
          uploadPhoto={PHOTO_UPLOAD ? uploadPhoto : undefined}
        />
      ) : (
        <Spinner label={t("profile.checking")} />
      )}
      {profile.isSuccess ? (
        <AddressForm
          key={profile.dataUpdatedAt}
          saved={{ address: profile.data.address, phone: profile.data.phone }}
          saveAddress={saveAddress}
        />
      ) : (
        profile.isPending && uid !== "" && <Spinner label={t("profile.loadingAddress")} />
      )}
      {session.status === "signed-in" && <NewsConsent />}
      {session.status === "signed-in" && <MyData />}
    </section>
  );
}
