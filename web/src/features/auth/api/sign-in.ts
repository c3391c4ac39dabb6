/** Email/password and Google sign-in, account creation (Firebase Auth; loaded with these screens only). */
import {
  GoogleAuthProvider,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
  type Auth,
  type User,
} from "firebase/auth";

export async function signInWithEmail(auth: Auth, email: string, password: string): Promise<User> {
  const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
  return credential.user;
}

export async function signInWithGoogle(auth: Auth): Promise<User> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: "select_account" });
  const credential = await signInWithPopup(auth, provider);
  return credential.user;
}

/**
 * Creates the account, then sets its display name (spec §2: the name is set after creation),
 * and sends Firebase Auth's verification mail: the shop mails only verified addresses.
 */
export async function createAccount(
  auth: Auth,
  name: string,
  email: string,
  password: string,
): Promise<User> {
  const credential = await createUserWithEmailAndPassword(auth, email.trim(), password);
  await updateProfile(credential.user, { displayName: name.trim() });
  // Ordering works before the click; the order mails wait for it (issue 22).
  await sendEmailVerification(credential.user).catch(() => undefined);
  return credential.user;
}
