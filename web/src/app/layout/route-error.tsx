import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  /** Changes on navigation: a new page gets a fresh chance to render. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** A screen that throws (or whose code fails to load) shows a message instead of a blank page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error("This page could not be shown.") };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Route error", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="page page--narrow" role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Please reload it; if it keeps failing, come back a little later.</p>
        <p className="muted">{this.state.error.message}</p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Reload the page
        </button>{" "}
        <a href="/">Back to the home page</a>
      </section>
    );
  }
}
