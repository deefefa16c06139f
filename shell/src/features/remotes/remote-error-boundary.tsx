import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  name: string;
  /** A new key (a Retry) renders the children again. */
  resetKey: number;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: number;
}

/** Keeps a remote that throws while rendering inside its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.name} area crashed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
