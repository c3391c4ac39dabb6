/** The pieces every answer schema is written with (answers.ts, answers-books.ts). */
import { z } from "zod";

export const cents = z.number().int().meta({ description: "Integer minor units (US cents); currency usd" });
export const id = z.string().min(1);
export const ms = z.number().meta({ description: "Epoch milliseconds" });
export const withId = <T extends z.ZodRawShape>(shape: T) => z.object({ _id: id, ...shape });

/** One page of a list, newest first, with its total and the next cursor. */
export const page = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({
      items: z.array(item),
      total: z.number().int(),
      pageSize: z.number().int(),
      nextCursor: id.nullable(),
    })
    .meta({ id: name });
