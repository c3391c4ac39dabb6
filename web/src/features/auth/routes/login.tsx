// TEMPORARY local harness (not committed)
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useSession } from "@/lib/session";
export function Component() {
  const { loadAuth } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void loadAuth().then(async (auth) => {
          const { signInWithEmailAndPassword } = await import("firebase/auth");
          await signInWithEmailAndPassword(auth, email, password);
          navigate("/");
        });
      }}
    >
      <label>
        Email <input value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Password <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <button type="submit">Login</button>
    </form>
  );
}
