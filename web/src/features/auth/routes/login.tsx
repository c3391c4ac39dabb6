import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@shop/domain/schemas.js";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { useSession } from "@/lib/session";
import { authErrorMessage } from "../api/auth-errors";
import { signInWithEmail, signInWithGoogle } from "../api/sign-in";
import { upsertUserQuietly } from "../api/upsert-user";
import { AuthError, GoogleButton, OrDivider } from "../components/auth-parts";
import { originFrom, useFinishSignIn } from "../components/use-finish-sign-in";

export function Component() {
  const { loadAuth } = useSession();
  const location = useLocation();
  const from = originFrom(location.state);
  const { finish, finishing } = useFinishSignIn();
  const [authError, setAuthError] = useState("");
  const [googleBusy, setGoogleBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  // Start loading Auth while the visitor types.
  useEffect(() => {
    void loadAuth();
  }, [loadAuth]);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setAuthError("");
    try {
      const user = await signInWithEmail(await loadAuth(), email, password);
      await upsertUserQuietly(user);
      finish(from);
    } catch (err) {
      setAuthError(authErrorMessage(err));
    }
  });

  const onGoogle = async () => {
    setAuthError("");
    setGoogleBusy(true);
    try {
      const user = await signInWithGoogle(await loadAuth());
      await upsertUserQuietly(user);
      finish(from);
    } catch (err) {
      setAuthError(authErrorMessage(err));
    } finally {
      setGoogleBusy(false);
    }
  };

  const busy = isSubmitting || googleBusy || finishing;
  return (
    <div className="page page--narrow auth-page">
      <h1>Login</h1>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Login">
        <label>
          Email
          <input
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "login-email-error" : undefined}
            {...register("email")}
          />
          {errors.email && (
            <span id="login-email-error" className="field-error">
              {errors.email.message}
            </span>
          )}
        </label>
        <label>
          Password
          <input
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "login-password-error" : undefined}
            {...register("password")}
          />
          {errors.password && (
            <span id="login-password-error" className="field-error">
              {errors.password.message}
            </span>
          )}
        </label>
        <AuthError message={authError} />
        <button type="submit" className="btn" disabled={busy}>
          Login
        </button>
      </form>
      <p>
        New here? <Link to="/signup">Create New Account</Link>
      </p>
      <OrDivider />
      <GoogleButton onClick={() => void onGoogle()} disabled={busy}>
        Continue with Google
      </GoogleButton>
    </div>
  );
}
