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

  it('links a person’s name to their customer page, and keeps the copy button', () => {
    for (const kind of ['user', 'person', 'member']) {
      show(<NamedId name="Meera Iyer" id="fa0000000000000000000001" kind={kind} />);
      const link = screen.getByRole('link', { name: 'Meera Iyer' });
      expect(link.getAttribute('href')).toBe('#/customers/user/fa0000000000000000000001');
      expect(screen.getByRole('button', { name: `Copy ${kind} id fa0000000000000000000001` })).toBeTruthy();
      cleanup();
    }
    show(<NamedId layout="inline" name={null} id="fa0000000000000000000002" kind="user" />);
    expect(screen.getByRole('link', { name: 'Unnamed user' }).getAttribute('href')).toBe(
      '#/customers/user/fa0000000000000000000002',
    );
  });

  it('links nothing else, nor the person whose page is open', () => {
    show(<NamedId name="Weekend batch" id="6000000000000000000001" kind="group" />);
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    window.location.hash = '#/customers/user/fa0000000000000000000001';
    show(<NamedId name="Meera Iyer" id="fa0000000000000000000001" kind="person" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Meera Iyer')).toBeTruthy();
    window.location.hash = '';
  });
});
