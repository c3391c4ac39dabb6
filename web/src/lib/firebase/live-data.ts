/**
 * Live Firestore data for the dashboard, through reactfire (its providers: app/providers/
 * firebase-providers.tsx). Non-suspense: the state is a value, never thrown.
 *
 * Built on reactfire's `useObservable` rather than `useFirestoreCollectionData`/`useFirestoreDocData`:
 * reactfire caches each listener for the page's lifetime under an id made from the query alone, so
 * the permission-denied error a listener receives at sign-out stays cached and is thrown again at
 * the next sign-in (reactfire issues #485 and #790), and in non-suspense mode those hooks throw
 * errors during render. Here the id also names the sign-in (each signed-in Auth user object gets its
 * own number), and errors are part of the state.
 */
import type { User } from "firebase/auth";
import {
  onSnapshot,
  type DocumentReference,
  type Firestore,
  type FirestoreError,
  type Query,
} from "firebase/firestore";
import { useEffect } from "react";
import { useFirestore, useObservable, useUser } from "reactfire";
import { Observable } from "rxjs";
import { isAccessDenied, useLeaveSession } from "../session/access-denied";

export type LiveState<T> =
  | { status: "loading"; data: undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: undefined; error: FirestoreError };

export interface LiveSource {
  user: User;
  db: Firestore;
}

export interface LiveOptions {
  /**
   * "leave" (default): a permission-denied listener applies spec §7's rule (go to /, sign out).
   * "ignore": the screen copes without the data (the state still says error).
   */
  onAccessDenied?: "leave" | "ignore";
}

const LOADING = { status: "loading", data: undefined, error: undefined } as const;

const signIns = new WeakMap<User, number>();
let lastSignIn = 0;
/** A number per signed-in Auth user object: Auth makes a new one at each sign-in, keeps it across token refreshes. */
function signInOf(user: User): number {
  let n = signIns.get(user);
  if (n === undefined) {
    n = ++lastSignIn;
    signIns.set(user, n);
  }
  return n;
}

type Listen<T> = (next: (value: T) => void, fail: (error: FirestoreError) => void) => () => void;

function snapshots<T>(listen: Listen<T>): Observable<LiveState<T>> {
  return new Observable<LiveState<T>>((subscriber) =>
    listen(
      (data) => subscriber.next({ status: "success", data, error: undefined }),
      (error) => {
        // Firestore ends a listener after an error; so does the observable (reactfire keeps the state).
        subscriber.next({ status: "error", data: undefined, error });
        subscriber.complete();
      },
    ),
  );
}

const NOTHING = new Observable<LiveState<never>>();

function useLive<T>(
  name: string,
  open: (source: LiveSource) => Listen<T>,
  options: LiveOptions,
): LiveState<T> {
  const db = useFirestore();
  const { data: user } = useUser();
  const id = user ? `gimbal:${name}:${user.uid}:${signInOf(user)}` : "gimbal:signed-out";
  // Only read by reactfire when `id` is new: building it is cheap and opens nothing.
  const source = user ? snapshots(open({ user, db })) : NOTHING;
  const observed = useObservable<LiveState<T>>(id, source);
  const state: LiveState<T> = observed.hasEmitted ? observed.data : LOADING;

  const leave = useLeaveSession();
  const leaves =
    (options.onAccessDenied ?? "leave") === "leave" &&
    state.status === "error" &&
    isAccessDenied(state.error);
  useEffect(() => {
    if (leaves) leave();
  }, [leaves, leave]);
  return state;
}

/**
 * A live query's documents. `name` and the signed-in user identify the listener: one name, one
 * query (per user). Listeners are shared: two screens with the same name use one.
 */
export function useLiveCollection<T>(
  name: string,
  query: (source: LiveSource) => Query<T>,
  options: LiveOptions = {},
): LiveState<T[]> {
  return useLive<T[]>(
    name,
    (source) => (next, fail) =>
      onSnapshot(query(source), (snap) => next(snap.docs.map((d) => d.data())), fail),
    options,
  );
}

/** A live document (undefined while it does not exist). */
export function useLiveDoc<T>(
  name: string,
  ref: (source: LiveSource) => DocumentReference<T>,
  options: LiveOptions = {},
): LiveState<T | undefined> {
  return useLive<T | undefined>(
    name,
    (source) => (next, fail) => onSnapshot(ref(source), (snap) => next(snap.data()), fail),
    options,
  );
}
