import { zodResolver } from "@hookform/resolvers/zod";
import { signupSchema } from "@shop/domain/schemas.js";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { useSession } from "@/lib/session";
import { authErrorMessage } from "../api/auth-errors";
import { createAccount, signInWithGoogle } from "../api/sign-in";
import { upsertUserQuietly } from "../api/upsert-user";
import { AuthError, GoogleButton, OrDivider } from "../components/auth-parts";
import { useFinishSignIn } from "../components/use-finish-sign-in";

/** Spec §2: after signing up the user lands on /home, signed in. */
const AFTER_SIGNUP = "/home";

export function Component() {
  const { loadAuth, refreshClaims } = useSession();
  const { finish, finishing } = useFinishSignIn();
  const [authError, setAuthError] = useState("");
  const [googleBusy, setGoogleBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signupSchema), defaultValues: { name: "", email: "", password: "" } });

  useEffect(() => {
    void loadAuth();
  }, [loadAuth]);

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setAuthError("");
    let user;
    try {
      user = await createAccount(await loadAuth(), name, email, password);
    } catch (err) {
      setAuthError(authErrorMessage(err));
      return;
    }
    // The account exists: from here on nothing undoes the sign-up. A fresh ID token carries the name.
    await refreshClaims().catch((err: unknown) => console.warn("Could not refresh the session", err));
    await upsertUserQuietly(user);
    finish(AFTER_SIGNUP);
  });

  const onGoogle = async () => {
    setAuthError("");
    setGoogleBusy(true);
    try {
      const user = await signInWithGoogle(await loadAuth());
      await upsertUserQuietly(user);
      finish(AFTER_SIGNUP);
    } catch (err) {
      setAuthError(authErrorMessage(err));
    } finally {
      setGoogleBusy(false);
    }
  };

  const busy = isSubmitting || googleBusy || finishing;
  return (
    <div className="page page--narrow auth-page">
      <h1>Sign Up</h1>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Sign up">
        <label>
          Name
          <input
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? "signup-name-error" : undefined}
            {...register("name")}
          />
          {errors.name && (
            <span id="signup-name-error" className="field-error">
              {errors.name.message}
            </span>
          )}
        </label>
        <label>
          Email
          <input
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "signup-email-error" : undefined}
            {...register("email")}
          />
          {errors.email && (
            <span id="signup-email-error" className="field-error">
              {errors.email.message}
            </span>
          )}
        </label>
        <label>
          Password
          <input
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "signup-password-error" : undefined}
            {...register("password")}
          />
          {errors.password && (
            <span id="signup-password-error" className="field-error">
              {errors.password.message}
            </span>
          )}
        </label>
        <AuthError message={authError} />
        <button type="submit" className="btn" disabled={busy}>
          Register
        </button>
      </form>
      <p>
        Already have an account? <Link to="/login">Login</Link>
      </p>
      <OrDivider />
      <GoogleButton onClick={() => void onGoogle()} disabled={busy}>
        Continue With Google
      </GoogleButton>
    </div>
  );
}
