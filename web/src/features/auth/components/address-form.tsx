import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import { profileAddressSchema, type ProfileAddressInput } from "@shop/domain";
import {
  ContactFields,
  emptyContact,
  type ContactValues,
  type SavedContact,
} from "@/components/address-fields";
import { useMessages } from "@/lib/i18n/use-messages";
import { profileCatalogue } from "../messages/catalogue";

/**
 * The profile's Address (issue 31): the customer's last address and phone — their last order's,
 * or as saved here — which fill the purchase page and the cart. Failures keep what was typed.
 */
export function AddressForm({
  saved,
  saveAddress,
}: {
  saved: SavedContact;
  saveAddress: (input: ProfileAddressInput) => Promise<void>;
}) {
  const { t } = useMessages(profileCatalogue);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues, unknown, ProfileAddressInput>({
    resolver: zodResolver(profileAddressSchema),
    defaultValues: emptyContact(saved),
  });
  const country = useWatch({ control, name: "address.country" });

  const onSubmit = async (values: ProfileAddressInput) => {
    try {
      await saveAddress(values);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t("address.notSaved"));
      return;
    }
    toast.success(t("address.saved"));
  };

  return (
    <form className="form profile-address" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <ContactFields register={register} errors={errors} country={country ?? ""} withTaxId={false} />
      <button type="submit" className="btn" disabled={isSubmitting}>
        {isSubmitting ? t("address.saving") : t("address.save")}
      </button>
    </form>
  );
}
