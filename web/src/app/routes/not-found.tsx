import { Link } from "react-router-dom";

export function Component() {
  return (
    <section className="page page--narrow">
      <h1>Page not found</h1>
      <Link to="/">Back to the home page</Link>
    </section>
  );
}
