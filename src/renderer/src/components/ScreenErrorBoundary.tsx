import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Code, Stack, Text } from '@mantine/core';
import { IconAlertOctagon, IconRefresh } from '@tabler/icons-react';
import { describeError } from '../data/api';

export interface ScreenErrorBoundaryProps {
  /** What the person was looking at, named in the message. */
  screenName: string;
  /** Fetches the screen's data again before it is remounted (bad data is a common cause of a failure). */
  onReload?: () => Promise<void> | void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  attempt: number;
  reloading: boolean;
}

/**
 * Catches a screen's render failure and says what failed, with a way to try again, instead of leaving a
 * white window. "Reload screen" remounts the screen from scratch; the rest of the app keeps running.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false, attempt: 0, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Messages only: a failed render never carries a secret, and the component stack helps a bug report.
    console.error(
      `[${this.props.screenName}] screen failed:`,
      describeError(error),
      info.componentStack ?? '',
    );
  }

  private readonly reload = async () => {
    this.setState({ reloading: true });
    try {
      await this.props.onReload?.();
    } finally {
      this.setState((state) => ({
        error: null,
        failed: false,
        reloading: false,
        attempt: state.attempt + 1,
      }));
    }
  };

  override render(): ReactNode {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    const error = this.state.error;
    const name = error instanceof Error ? error.name : 'Error';
    return (
      <Alert
        role="alert"
        color="red"
        variant="light"
        icon={<IconAlertOctagon size={22} />}
        title={`The ${this.props.screenName} screen stopped working`}
        maw={720}
        data-testid="screen-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Something in this screen failed while drawing it. Your data is safe: nothing was sent or deleted
            because of this. Reload the screen to try again; if it keeps failing, report the message below.
          </Text>
          <Code block w="100%" data-testid="screen-error-message">
            {`${name}: ${describeError(error)}`}
          </Code>
          <Button
            color="red"
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void this.reload()}
            loading={this.state.reloading}
            data-testid="reload-screen"
          >
            Reload screen
          </Button>
        </Stack>
      </Alert>
    );
  }
}
