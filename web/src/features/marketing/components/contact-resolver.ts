/** The contact form's validation (zod and the schema), loaded on its first validation: lib/forms/lazy-resolver.ts. */
import { zodResolver } from "@hookform/resolvers/zod";
import { contactMessageSchema } from "@shop/domain";

export const contactResolver = zodResolver(contactMessageSchema);
