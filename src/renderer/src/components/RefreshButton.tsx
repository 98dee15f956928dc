import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** The usual refresh/reload button: default variant, refresh icon, “Refresh” unless told otherwise. */
export function RefreshButton({
  children = 'Refresh',
  variant = 'default',
  size,
  ...props
}: ButtonProps & ElementProps<'button', keyof ButtonProps> & { 'data-testid'?: string }) {
  return (
    <Button
      variant={variant}
      size={size}
      leftSection={<IconRefresh size={size === 'xs' ? 14 : 16} />}
      {...props}
    >
      {children}
    </Button>
  );
}
