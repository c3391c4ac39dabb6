/**
 * Shared set-up of the security-rules suites: a rules test environment on this run's Firestore
 * emulator (one projectId per test file, so files never see each other's data or rules), the four
 * callers every rules test speaks about, and helpers that seed data with the rules switched off.
 *
 * Rules are loaded and data cleared through node:http rather than through
 * `initializeTestEnvironment({ firestore: { rules } })` / `env.clearFirestore()`: those use fetch(),
 * which refuses the ports on the WHATWG "bad ports" list, and GIMBAL_PORT_OFFSET=2000 puts the
 * Firestore emulator on one of them (10080). node:http has no such list.
 */
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { doc, setDoc, setLogLevel, type DocumentData } from "firebase/firestore";
import { readFileSync } from "node:fs";
import http from "node:http";
import { P } from "./env.js";

// Denied writes are the point of these suites: keep the SDK from logging each one to stderr.
// Failures still surface through assertSucceeds / assertFails.
setLogLevel("silent");

export type CallerName = "anonymous" | "owner" | "other" | "admin";
export const CALLERS: readonly CallerName[] = ["anonymous", "owner", "other", "admin"];

/** The uid and ID-token claims of each signed-in caller (what `request.auth` holds in the rules). */
/**
 * How a staff member's ID token says they signed in (issue 52): a password and a second factor
 * (the Auth emulator enrols phones). The rules give a staff role nothing without it.
 */
export const WITH_SECOND_FACTOR = {
  firebase: { sign_in_provider: "password", sign_in_second_factor: "phone" },
} as const;

export const IDENTITIES = {
  owner: {
    uid: "owner-uid",
    token: {
      name: "Olivia Owner",
      email: "olivia@example.com",
      picture: "https://example.com/olivia.png",
    },
  },
  other: {
    uid: "other-uid",
    token: { name: "Oscar Other", email: "oscar@example.com", picture: "https://example.com/oscar.png" },
  },
  admin: {
    uid: "admin-uid",
    token: { name: "Ada Admin", email: "ada@example.com", admin: true, ...WITH_SECOND_FACTOR },
  },
} as const;

/** The uid a caller writes as `userId` (null when signed out). */
export function uidOf(caller: CallerName): string | null {
  return caller === "anonymous" ? null : IDENTITIES[caller].uid;
}

interface EmulatorAnswer {
  status: number;
  body: string;
}

/** One request to the Firestore emulator's REST API. */
export function firestoreEmulatorRequest(
  method: string,
  path: string,
  body?: unknown,
): Promise<EmulatorAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: P.firestore, method, path, headers: { "Content-Type": "application/json" } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

export interface RulesIssue {
  description: string;
  severity: string;
  sourcePosition?: { line?: number; column?: number };
}

/**
 * Compiles `source` with the emulator's rules compiler and installs it for `projectId`.
 * Throws on a compile error; resolves with the compiler's warnings (unused names, unknown
 * functions or variables…), which the compiler reports without refusing the rules.
 */
export async function loadRules(projectId: string, source: string): Promise<RulesIssue[]> {
  const answer = await firestoreEmulatorRequest("PUT", `/emulator/v1/projects/${projectId}:securityRules`, {
    rules: { files: [{ content: source }] },
  });
  if (answer.status !== 200) throw new Error(`rules rejected (${answer.status}): ${answer.body}`);
  const parsed = JSON.parse(answer.body) as { issues?: RulesIssue[] };
  return parsed.issues ?? [];
}

export async function firestoreRulesEnv(name: string): Promise<RulesTestEnvironment> {
  const projectId = `demo-gimbal-rules-${name}`;
  const issues = await loadRules(projectId, readFileSync("firestore.rules", "utf8"));
  if (issues.length > 0) throw new Error(`firestore.rules compiled with warnings: ${JSON.stringify(issues)}`);
  return initializeTestEnvironment({ projectId, firestore: { host: "127.0.0.1", port: P.firestore } });
}

/** Deletes every document of the environment's project (as `env.clearFirestore()` would). */
export async function clearFirestore(env: RulesTestEnvironment): Promise<void> {
  const answer = await firestoreEmulatorRequest(
    "DELETE",
    `/emulator/v1/projects/${env.projectId}/databases/(default)/documents`,
  );
  if (answer.status !== 200) throw new Error(`could not clear Firestore (${answer.status}): ${answer.body}`);
}

export function contextOf(env: RulesTestEnvironment, caller: CallerName): RulesTestContext {
  if (caller === "anonymous") return env.unauthenticatedContext();
  const { uid, token } = IDENTITIES[caller];
  return env.authenticatedContext(uid, token);
}

/**
 * The client Firestore as `caller` sees it (rules enforced). rules-unit-testing hands out the
 * compat instance; the modular functions (doc, getDoc, setDoc…) accept it.
 */
export type ClientDb = ReturnType<RulesTestContext["firestore"]>;
export function dbOf(env: RulesTestEnvironment, caller: CallerName): ClientDb {
  return contextOf(env, caller).firestore();
}

/** Writes documents as the server would (rules bypassed). */
export async function seed(env: RulesTestEnvironment, docs: Record<string, DocumentData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const [path, data] of Object.entries(docs)) await setDoc(doc(db, path), data);
  });
}
