import { Component, Fragment, type ReactNode } from 'react';

interface State {
  /** Bumped to remount the page after a failure while it was being shown again. */
  generation: number;
  error: unknown;
}

/**
 * Around a page kept alive in a hidden <Activity>. Showing such a page again re-runs its effects;
 * some library effects assume they were never hidden (antd's Modal focuses its panel through a
 * ref that is briefly empty, "contentRef.current?.focus is not a function"). The first failure
 * remounts the page fresh (its state, an open dialog included, is dropped); a second one is real
 * and goes on to the route's error page.
 */
export class KeptPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { generation: 0, error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch() {
    if (this.state.generation === 0) this.setState({ generation: 1, error: null });
  }

  override render() {
    if (this.state.error && this.state.generation > 0) throw this.state.error;
    if (this.state.error) return null;
    return <Fragment key={this.state.generation}>{this.props.children}</Fragment>;
  }
}
