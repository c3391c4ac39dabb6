import { useNavigate } from "react-router-dom";
import { useSession } from "@/lib/session/session";
import { AuthError } from "../components/auth-parts";
import { LOG_IN_AGAIN } from "./two-factor-errors";

/**
 * An enrolment's failure. Firebase asks for a recent sign-in before adding a factor: then the
 * message offers to log in again (and come back here).
 */
export function EnrolError({ message }: { message: string }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  if (!message) return null;
  const logInAgain = async () => {
    await signOut();
    await navigate("/login", { replace: true, state: { from: "/dashboard/two-factor" } });
  };
  return (
    <>
      <AuthError message={message} />
      {message === LOG_IN_AGAIN && (
        <button type="button" className="btn btn--ghost" onClick={() => void logInAgain()}>
          Log in again
        </button>
      )}
    </>
  );
}
