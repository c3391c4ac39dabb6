import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@shop/domain";
import { useEffect, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router-dom";
import { useSession } from "@/lib/session/session";
import { authErrorMessage } from "../api/auth-errors";
import { signInWithEmail } from "../api/sign-in";
import { upsertUserQuietly } from "../api/upsert-user";
import { AuthError, GoogleButton, OrDivider } from "../components/auth-parts";
import { originFrom, useFinishSignIn } from "../components/use-finish-sign-in";
import { useGoogleSignIn } from "../components/use-google-sign-in";
import { SecondFactorStep } from "../two-factor/second-factor-step";
import { secondFactorNeeded, type SecondFactorNeeded } from "../two-factor/second-factor-auth";
import type { User } from "firebase/auth";
import { Field } from "@/components/ui/fields/field";
import { PageHead } from "@/components/head/page-head";

export function Component() {
  const { loadAuth } = useSession();
  const location = useLocation();
  const from = originFrom(location.state);
  const { finish, finishing } = useFinishSignIn();
  const [authError, setAuthError] = useState("");
  // Issue 52 item 2: an account with a second factor signs in in two steps.
  const [secondStep, setSecondStep] = useState<SecondFactorNeeded | null>(null);
  const google = useGoogleSignIn(() => finish(from), setAuthError, setSecondStep);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  // Start loading Auth while the visitor types.
  useEffect(() => {
    void loadAuth();
  }, [loadAuth]);

  const signedIn = async (user: User) => {
    await upsertUserQuietly(user);
    finish(from);
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setAuthError("");
    const auth = await loadAuth();
    try {
      await signedIn(await signInWithEmail(auth, email, password));
    } catch (err) {
      const needed = secondFactorNeeded(auth, err);
      if (needed) setSecondStep(needed);
      else setAuthError(authErrorMessage(err));
    }
  });

  const busy = isSubmitting || google.busy || finishing;
  if (secondStep) {
    return (
      <LoginPage>
        <SecondFactorStep auth={secondStep.auth} resolver={secondStep.resolver} onSignedIn={signedIn} />
      </LoginPage>
    );
  }
  return (
    <LoginPage>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Login">
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <AuthError message={authError} />
        <button type="submit" className="btn" disabled={busy}>
          Login
        </button>
      </form>
      <p>
        New here? <Link to="/signup">Create New Account</Link>
      </p>
      <OrDivider />
      <GoogleButton onClick={() => void google.start()} disabled={busy}>
        Continue with Google
      </GoogleButton>
    </LoginPage>
  );
}

function LoginPage({ children }: { children: ReactNode }) {
  return (
    <div className="page page--narrow auth-page">
      <PageHead title="Login | Gimbal" noindex />
      <h1>Login</h1>
      {children}
    </div>
  );
}
