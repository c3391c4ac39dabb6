import { useForm } from "react-hook-form";
import { Field, TextAreaField } from "@/components/ui/fields/field";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { sendMessage } from "../api/send-message";

export const CONTACT_SENT_MESSAGE = "Thank you! Your message has been sent.";

/** Validation and the toasts load on the first submit: the Contacts page's first load has neither. */
const resolver = lazyResolver(() => import("./contact-resolver").then((m) => m.contactResolver));
const loadToast = () => import("react-toastify").then((m) => m.toast);

/**
 * The contact form. It really sends the message (POST /messages); on success it thanks the
 * visitor and clears the form, on failure it says why and keeps everything that was typed.
 */
export function ContactForm({ send = sendMessage }: { send?: typeof sendMessage }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { name: "", company: "", email: "", phone: "", message: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const toast = await loadToast();
    try {
      await send(values);
      toast.success(CONTACT_SENT_MESSAGE);
      reset();
    } catch (err) {
      const reason = err instanceof Error ? err.message : "Please try again.";
      toast.error(`Your message could not be sent. ${reason}`);
    }
  });

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Contact us">
      <Field label="Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
      <Field
        label="Company"
        autoComplete="organization"
        error={errors.company?.message}
        {...register("company")}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <Field
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <TextAreaField
        label="How can we help you"
        rows={5}
        error={errors.message?.message}
        {...register("message")}
      />
      <button type="submit" className="btn" disabled={isSubmitting}>
        {isSubmitting ? "Sending…" : "Submit"}
      </button>
    </form>
  );
}
