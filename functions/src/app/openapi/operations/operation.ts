/**
 * One operation of the REST API as the OpenAPI document (document.ts) describes it, and the
 * helpers the lists (operations-shop.ts, operations-office.ts) write their entries with.
 */
import { z } from "zod";
import { documentIdSchema } from "@shop/domain";
import { emailSchema } from "../../../platform/http/input.js";

/** Who may call: anybody, anybody (a token is read when sent), a signed-in caller, an admin. */
export type Access = "public" | "optional" | "user" | "admin";
export type Method = "get" | "post" | "put" | "patch" | "delete";
export type FileType = "text/csv" | "application/pdf" | "text/html" | "text/javascript" | "text/css";
/** What a successful call answers: JSON by a schema, a file, or nothing (204). */
export type Success =
  | { status: 200 | 201; json: z.ZodType; description: string }
  | {
      status: 200;
      /** Its media type, or the types it may have. */
      file: FileType | FileType[];
      description: string;
    }
  | { status: 204; description: string };

export interface Operation {
  method: Method;
  /** Express form: `/purchase/:id`. */
  path: string;
  /** The area whose routes.ts registers it (the document's tag). */
  area: string;
  summary: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodType<unknown, Record<string, unknown>>;
  body?: z.ZodType;
  ok: Success;
  /** A second success: 202, the request taken but not done yet (issue 52: a refund waiting for approval). */
  accepted?: { json: z.ZodType; description: string };
  /** Refusals beyond those every operation of its kind may give (see document.ts). */
  errors?: number[];
  /** Takes the optional `Idempotency-Key` header (issue 30). */
  idempotent?: boolean;
}

export const docId = (what: string) => z.object({ id: documentIdSchema(`${what} id is not valid`) });
export const emailPath = z.object({ email: emailSchema() });
export const json = (schema: z.ZodType, description: string, status: 200 | 201 = 200): Success => ({
  status,
  json: schema,
  description,
});
export const list = (schema: z.ZodType) => z.array(schema);
