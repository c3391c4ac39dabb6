import { Link, useRouteError } from "react-router-dom";

export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : "This page could not be shown.";
  return (
    <main id="main" className="page page--narrow">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <Link to="/">Back to the home page</Link>
    </main>
  );
}
