/** Form-field schemas the entities' schemas share (internal: not exported by the package's entry). */
import { z } from "zod";

export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
