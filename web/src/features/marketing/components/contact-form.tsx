import { zodResolver } from "@hookform/resolvers/zod";
import { contactMessageSchema } from "@shop/domain";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { Field, TextAreaField } from "@/components/ui/field";
import { sendMessage } from "../api/send-message";

export const CONTACT_SENT_MESSAGE = "Thank you! Your message has been sent.";

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
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: "", company: "", email: "", phone: "", message: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
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
