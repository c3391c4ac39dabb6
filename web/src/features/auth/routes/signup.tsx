import { zodResolver } from "@hookform/resolvers/zod";
import { CONSENT_TEXT, signupSchema } from "@shop/domain";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import { useSession } from "@/lib/session/session";
import { authErrorMessage } from "../api/auth-errors";
import { createAccount } from "../api/sign-in";
import { askConsentQuietly } from "../api/set-consent";
import { upsertUserQuietly } from "../api/upsert-user";
import { AuthError, GoogleButton, OrDivider } from "../components/auth-parts";
import { useFinishSignIn } from "../components/use-finish-sign-in";
import { useGoogleSignIn } from "../components/use-google-sign-in";
import { CheckField, Field } from "@/components/ui/fields/field";
import { PageHead } from "@/components/head/page-head";

/** Spec §2: after signing up the user lands on /home, signed in. */
const AFTER_SIGNUP = "/home";

export function Component() {
  const { loadAuth, refreshClaims } = useSession();
  const { finish, finishing } = useFinishSignIn();
  const [authError, setAuthError] = useState("");
  // Never ticked for the customer (issue 50): consent is theirs to give.
  const [news, setNews] = useState(false);
  const google = useGoogleSignIn(() => finish(AFTER_SIGNUP), setAuthError);
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
    if (news) await askConsentQuietly();
    finish(AFTER_SIGNUP);
  });

  const busy = isSubmitting || google.busy || finishing;
  return (
    <div className="page page--narrow auth-page">
      <PageHead title="Sign Up | Gimbal" noindex />
      <h1>Sign Up</h1>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Sign up">
        <Field label="Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <CheckField
          label={CONSENT_TEXT.checkbox}
          name="news"
          checked={news}
          onChange={(e) => setNews(e.currentTarget.checked)}
        />
        <AuthError message={authError} />
        <button type="submit" className="btn" disabled={busy}>
          Register
        </button>
      </form>
      <p>
        Already have an account? <Link to="/login">Login</Link>
      </p>
      <OrDivider />
      <GoogleButton onClick={() => void google.start()} disabled={busy}>
        Continue With Google
      </GoogleButton>
    </div>
  );
}
