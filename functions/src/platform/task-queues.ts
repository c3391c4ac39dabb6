/**
 * Cloud Tasks queues of this codebase's task functions (functions/*), through the Admin SDK.
 * A task with an `id` is enqueued at most once while that id is remembered: a second enqueue
 * with the same id is not an error here, it is the point (debouncing).
 */
import { getFunctions } from "firebase-admin/functions";
import { REGION } from "./config.js";

interface EnqueueOptions {
  /** Dedup id: at most one task with this id. */
  id?: string;
  delaySeconds?: number;
}

function alreadyExists(err: unknown): boolean {
  return (
    typeof err === "object" &&
    err !== null &&
    "code" in err &&
    (err.code === "functions/task-already-exists" || err.code === "task-already-exists")
  );
}

export async function enqueueTask(
  functionName: string,
  data: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  const queue = getFunctions().taskQueue(`locations/${REGION}/functions/${functionName}`);
  try {
    await queue.enqueue(data, {
      ...(options.id ? { id: options.id } : {}),
      ...(options.delaySeconds ? { scheduleDelaySeconds: options.delaySeconds } : {}),
    });
  } catch (err) {
    if (!alreadyExists(err)) throw err;
  }
}
