import { zodResolver } from "@hookform/resolvers/zod";
import { contactMessageSchema } from "@shop/domain/schemas.js";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
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
      <label>
        Name
        <input
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "contact-name-error" : undefined}
          {...register("name")}
        />
        {errors.name && (
          <span id="contact-name-error" className="field-error">
            {errors.name.message}
          </span>
        )}
      </label>
      <label>
        Company
        <input autoComplete="organization" {...register("company")} />
        {errors.company && <span className="field-error">{errors.company.message}</span>}
      </label>
      <label>
        Email
        <input
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "contact-email-error" : undefined}
          {...register("email")}
        />
        {errors.email && (
          <span id="contact-email-error" className="field-error">
            {errors.email.message}
          </span>
        )}
      </label>
      <label>
        Phone
        <input type="tel" autoComplete="tel" {...register("phone")} />
        {errors.phone && <span className="field-error">{errors.phone.message}</span>}
      </label>
      <label>
        How can we help you
        <textarea
          rows={5}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? "contact-message-error" : undefined}
          {...register("message")}
        />
        {errors.message && (
          <span id="contact-message-error" className="field-error">
            {errors.message.message}
          </span>
        )}
      </label>
      <button type="submit" className="btn" disabled={isSubmitting}>
        {isSubmitting ? "Sending…" : "Submit"}
      </button>
    </form>
  );
}
