/** The privacy area's operations (issue 50): a customer's data as a file, and their erasure. */
import { z } from "zod";
import { documentIdSchema, personalDataExportSchema } from "@shop/domain";
import { json, type Operation } from "./operation.js";

const exportFile = personalDataExportSchema.meta({ id: "PersonalDataExport" });
const erasure = z.object({ erasureId: z.string(), state: z.enum(["running", "done"]) }).meta({
  id: "ErasureAnswer",
  description: "done, or running while a failed step waits for the sweep to retry it",
});
const uidPath = z.object({ uid: documentIdSchema("User id is not valid") });

export const PRIVACY: Operation[] = [
  {
    method: "get",
    path: "/users/me/export",
    area: "privacy",
    summary: "Everything the shop holds on the caller, as a JSON file (format gimbal-shop.personal-data/1)",
    access: "user",
    ok: json(exportFile, "The caller's data (Content-Disposition: attachment)"),
    errors: [429],
  },
  {
    method: "delete",
    path: "/users/me",
    area: "privacy",
    summary:
      "Erase the caller's account (signed in within 5 minutes; 409 naming an unpaid or processing order, an open return or a dispute)",
    access: "user",
    ok: json(erasure, "Erased (or erasing: the sweep finishes it)"),
    errors: [409, 429],
  },
  {
    method: "get",
    path: "/users/:uid/export",
    area: "privacy",
    summary: "A customer's data as a JSON file, for their request",
    access: "admin",
    params: uidPath,
    ok: json(exportFile, "The customer's data"),
    errors: [404, 429],
  },
  {
    method: "delete",
    path: "/users/:uid",
    area: "privacy",
    summary: "Erase a customer's account on their request (409 as for DELETE /users/me)",
    access: "admin",
    params: uidPath,
    ok: json(erasure, "Erased (or erasing: the sweep finishes it)"),
    errors: [404, 409],
  },
];
