// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NamedId } from '../../../../src/renderer/src/components/NamedId';

const show = (element: ReactElement) => render(<MantineProvider>{element}</MantineProvider>);

describe('NamedId', () => {
  afterEach(cleanup);

  it('shows the name first and keeps the id copyable', () => {
    show(<NamedId name="Weekend batch" id="6000000000000000000001" kind="group" />);
    expect(screen.getByText('Weekend batch')).toBeTruthy();
    expect(screen.getByText('6000000000000000000001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy group id 6000000000000000000001' })).toBeTruthy();
  });

  it('says in words when there is no name, and while looking it up', () => {
    show(<NamedId name={null} id="x1" kind="user" />);
    expect(screen.getByText('Unnamed user')).toBeTruthy();
    cleanup();
    show(<NamedId name={undefined} id="x1" kind="user" loading />);
    expect(screen.getByText('Looking up…')).toBeTruthy();
  });
});
