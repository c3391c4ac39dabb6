/** The office's contact details (placeholder values: the real ones are not in the spec). */
export const OFFICE = {
  street: "12 Example Street",
  city: "Sampletown 00000",
  country: "Exampleland",
  phone: "+1 555 0100",
  email: "hello@gimbal.example",
  hours: "Mon-Fri 9:00-18:00",
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, "")}`;
