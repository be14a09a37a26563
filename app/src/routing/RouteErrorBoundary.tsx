import { ErrorState } from '@firm/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** react-router's default error text (§8), kept for a route that throws while rendering. */
export const UNEXPECTED_ERROR = 'Unexpected Application Error!';

interface Props {
  children: ReactNode;
}

/**
 * Each route gets its own boundary (the route table keys it by path), so one
 * broken screen never blanks the whole app and a navigation clears the error.
 */
export class RouteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(UNEXPECTED_ERROR, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorState
        title={UNEXPECTED_ERROR}
        message={error.message}
        onRetry={() => window.location.reload()}
        retryLabel="Tentar novamente"
      />
    );
  }
}
