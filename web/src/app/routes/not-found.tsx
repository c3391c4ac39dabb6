import { Link } from "react-router";

export function Component() {
  return (
    <section className="page page--narrow">
      <h1>Page not found</h1>
      <Link to="/">Back to the home page</Link>
    </section>
  );
}
