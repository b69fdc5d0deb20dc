// React catches a render error only in a class component. A page that throws (or whose chunk did
// not load) shows `fallback` instead of a blank screen; going to another address tries again.
import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the children that threw. */
  fallback: (error: unknown) => ReactNode;
  /** When this changes (a navigation), the children are rendered again. */
  resetKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  constructor(props: ErrorBoundaryProps) {
    super(props);
    this.state = { failed: false, error: undefined, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
