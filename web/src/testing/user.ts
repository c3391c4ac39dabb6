import userEvent from "@testing-library/user-event";

/**
 * A user for component tests whose keystrokes and clicks follow each other without a timer in
 * between (`delay: null`): user-event's default waits a macrotask per key, and typing a whole address
 * took over 20 s beside the emulator suites' bursts (run 20). What the component sees is the same
 * events in the same order.
 */
export function setupUser(): ReturnType<typeof userEvent.setup> {
  return userEvent.setup({ delay: null });
}
