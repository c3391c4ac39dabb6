import type { RequestHandler } from "express";
import { z } from "zod";
import { caller } from "../../http/auth.js";
import { idParam, parseBody } from "../../http/input.js";
import { setUserDisabled } from "../../services/users.js";

const body = z.object({ disabled: z.boolean({ error: "disabled must be true or false" }) }).strip();

/** PUT /users/:uid/disabled (admin) { disabled } → { modifiedCount }. */
export const setUserDisabledHandler: RequestHandler = async (req, res) => {
  const uid = idParam(req, "uid", "User");
  const { disabled } = parseBody(req, body);
  res.json(await setUserDisabled(caller(res), uid, disabled));
};
