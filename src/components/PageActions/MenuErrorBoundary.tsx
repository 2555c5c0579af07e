import {Component, type ReactNode} from 'react';

type Props = {children: ReactNode; onError: () => void};

/** A menu chunk that fails to download (offline, a new deploy) closes the menu with a message instead of breaking the page. */
export default class MenuErrorBoundary extends Component<Props, {failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  override componentDidCatch(): void {
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
