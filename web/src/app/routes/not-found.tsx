import { Link } from "react-router-dom";
import { PageHead } from "@/components/head/page-head";

export function Component() {
  return (
    <section className="page page--narrow">
      <PageHead title="Page not found | Gimbal" noindex />
      <h1>Page not found</h1>
      <Link to="/">Back to the home page</Link>
    </section>
  );
}
