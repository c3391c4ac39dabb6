/** Placeholder screen: built by its feature's issue. */
export function Component() {
  return (
    <section className="page">
      <h1>Login</h1>
    </section>
  );
}
