import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, MantineProvider, TextInput } from '@mantine/core';
import { GuardedModal, useDialogGuard } from '../../../../src/renderer/src/components/GuardedModal';
import {
  confirmDiscard,
  discardCount,
  markUnsaved,
  setLeaveAsker,
  unsavedWork,
  useUnsavedChanges,
} from '../../../../src/renderer/src/data/unsaved-changes';
import { LeaveGuard } from '../../../../src/renderer/src/app/shell/LeaveGuard';
import { fakeBridge, wrapper } from '../fake-bridge';

const SLOW = { timeout: 10_000 };

/** An editor inside the dialog that records its own input, as the profile form and the Mango editor do. */
function InnerEditor() {
  const [title, setTitle] = useState('');
  useUnsavedChanges(title !== '', 'the new thing');
  return <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />;
}

/** A dialog whose owner holds the form (as New badge does), or whose editor sits inside it. */
function Dialog({
  onClose,
  onDiscard,
  inner = false,
}: {
  onClose: () => void;
  onDiscard?: () => void;
  inner?: boolean;
}) {
  const [opened, setOpened] = useState(true);
  const [name, setName] = useState('');
  const close = () => {
    setOpened(false);
    onClose();
  };
  const guard = useDialogGuard({
    onClose: close,
    onDiscard: () => {
      setName('');
      onDiscard?.();
    },
  });
  return (
    <GuardedModal guard={guard} opened={opened} dirty={name !== ''} what="the new badge" title="New badge">
      {inner ? (
        <InnerEditor />
      ) : (
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      )}
      <Button onClick={guard.close}>Cancel</Button>
    </GuardedModal>
  );
}

function renderWithGuard(node: ReactNode) {
  const bridge = fakeBridge({ 'app.setUnsavedChanges': () => ({}) });
  const Wrapper = wrapper(bridge.api);
  return render(
    <MantineProvider>
      <Wrapper>
        <LeaveGuard host="web" />
        {node}
      </Wrapper>
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  setLeaveAsker(null);
});

describe('a dialog with typed input', () => {
  it('closes at once on Cancel when nothing was typed', async () => {
    const onClose = vi.fn();
    renderWithGuard(<Dialog onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, SLOW));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard your changes?')).toBeNull();
  });

  it('asks "Discard your changes?" on Cancel; Keep editing keeps the input and the dialog', async () => {
    const onClose = vi.fn();
    renderWithGuard(<Dialog onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('Name', {}, SLOW), { target: { value: 'Top fan' } });
    await waitFor(() => expect(unsavedWork()).toEqual(['the new badge']));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard your changes?', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('leave-guard-message').textContent).toBe(
      'Your changes to the new badge will be lost.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull(), SLOW);
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Top fan');
    expect(unsavedWork()).toEqual(['the new badge']);
  });

  it('on Discard closes, drops only its own input and counts no screen-wide discard', async () => {
    const onClose = vi.fn();
    const onDiscard = vi.fn();
    const elsewhere = markUnsaved('the new video call');
    const discardsBefore = discardCount();
    renderWithGuard(<Dialog onClose={onClose} onDiscard={onDiscard} />);
    fireEvent.change(await screen.findByLabelText('Name', {}, SLOW), { target: { value: 'Top fan' } });
    await waitFor(() => expect(unsavedWork()).toContain('the new badge'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }, SLOW));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), SLOW);
    expect(onDiscard).toHaveBeenCalledTimes(1);
    // The screen behind keeps its own unsaved input, and is not opened afresh.
    expect(unsavedWork()).toEqual(['the new video call']);
    expect(discardCount()).toBe(discardsBefore);
    elsewhere();
  });

  it('asks on Escape too, about the input of an editor inside it', async () => {
    const onClose = vi.fn();
    renderWithGuard(<Dialog onClose={onClose} inner />);
    const input = await screen.findByLabelText('Title', {}, SLOW);
    fireEvent.change(input, { target: { value: 'Draft' } });
    await waitFor(() => expect(unsavedWork()).toEqual(['the new thing']));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(await screen.findByText('Discard your changes?', {}, SLOW)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), SLOW);
    await waitFor(() => expect(unsavedWork()).toEqual([]));
  });
});

describe('confirmDiscard', () => {
  it('answers true at once for nothing, and never drops input when there is no one to ask', async () => {
    expect(await confirmDiscard([])).toBe(true);
    setLeaveAsker(null);
    expect(await confirmDiscard(['the new badge'])).toBe(false);
  });

  it('asks the shell’s question as a discard, and leaves the page’s record to the dialog', async () => {
    const asker = vi.fn(async () => true);
    setLeaveAsker(asker);
    const forget = markUnsaved('the new badge');
    await act(async () => expect(await confirmDiscard(['the new badge'])).toBe(true));
    expect(asker).toHaveBeenCalledWith(['the new badge'], 'discard');
    expect(unsavedWork()).toEqual(['the new badge']);
    forget();
  });
});
