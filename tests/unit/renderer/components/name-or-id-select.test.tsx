import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NameOrIdSelect } from '../../../../src/renderer/src/components/pickers';

const STARTER = 'ce0000000000000000000001';
const PASTED = 'ce00000000000000000000ff';

function Picker({ onPick }: { onPick: (id: string | undefined) => void }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <NameOrIdSelect
      label="Certificate"
      kind="certificate"
      options={[{ value: STARTER, label: 'Starter Course Certificate' }]}
      value={value}
      onChange={(id) => {
        setValue(id);
        onPick(id);
      }}
      comboboxProps={{ withinPortal: false, transitionProps: { duration: 0 } }}
      data-testid="picker"
    />
  );
}

const input = () => screen.getByTestId('picker');

/** Renders the picker and opens its list (focus and click): what it hands back goes to the mock returned. */
function openPicker() {
  const onPick = vi.fn();
  render(
    <MantineProvider>
      <Picker onPick={onPick} />
    </MantineProvider>,
  );
  input().focus();
  fireEvent.click(input());
  return onPick;
}

describe('NameOrIdSelect', () => {
  afterEach(cleanup);

  it('picks by title and hands back the id', () => {
    const onPick = openPicker();
    fireEvent.change(input(), { target: { value: 'Starter' } });
    fireEvent.click(screen.getByRole('option', { name: 'Starter Course Certificate' }));
    expect(onPick).toHaveBeenLastCalledWith(STARTER);
    expect(input()).toHaveProperty('value', 'Starter Course Certificate');
  });

  it('offers a pasted 24-character id that is not in the list, and nothing for a partial one', () => {
    const onPick = openPicker();
    fireEvent.change(input(), { target: { value: PASTED.slice(0, 10) } });
    expect(screen.queryByRole('option', { name: /Use certificate id/ })).toBeNull();
    fireEvent.change(input(), { target: { value: PASTED } });
    fireEvent.click(screen.getByRole('option', { name: `Use certificate id ${PASTED}` }));
    expect(onPick).toHaveBeenLastCalledWith(PASTED);
  });
});
