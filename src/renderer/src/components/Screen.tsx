import type { ReactNode } from 'react';
import { Stack, type MantineSize, type StyleProp } from '@mantine/core';
import { ScreenHeader } from './ScreenHeader';

/** A screen's frame: a Stack holding the ScreenHeader (title, description, help, actions), then the screen's body. */
export function Screen({
  testId,
  title,
  description,
  help,
  actions,
  gap = 'md',
  maw,
  children,
}: {
  testId?: string;
  title: string;
  description?: ReactNode;
  /** The screen's help doc, `docs/help/<help>.md`. */
  help?: string;
  actions?: ReactNode;
  gap?: MantineSize | number;
  maw?: StyleProp<number | string>;
  children?: ReactNode;
}) {
  return (
    <Stack gap={gap} maw={maw} data-testid={testId}>
      <ScreenHeader title={title} description={description} help={help} actions={actions} />
      {children}
    </Stack>
  );
}
