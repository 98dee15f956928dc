import { useState } from 'react';
import { Alert, Anchor, Button, Center, Loader, Modal, Stack } from '@mantine/core';
import { Markdown, type LinkRenderer } from './markdown';
import { docTarget, hasDoc, useDoc, type DocState } from './docs';

/** A doc's text, or why it is not there yet. */
export function DocBody({ state, retry, link }: { state: DocState; retry: () => void; link: LinkRenderer }) {
  if (state.status === 'failed')
    return (
      <Alert color="red" variant="light" title="The doc did not load">
        <Button size="xs" variant="light" color="red" onClick={retry}>
          Load it again
        </Button>
      </Alert>
    );
  if (state.status === 'loading')
    return (
      <Center py="xl">
        <Loader aria-label="Loading the doc" />
      </Center>
    );
  return <Markdown source={state.text} link={link} />;
}

/**
 * Links inside the doc `from`: one to another bundled doc opens it in the console (a DocLink); any other
 * shows as text (a web address in brackets), since the console's page never navigates away.
 */
export function docLinks(from: string): LinkRenderer {
  return (text, target, key) => {
    const name = docTarget(from, target);
    if (name === null) return /^https?:\/\//.test(target) && target !== text ? `${text} (${target})` : text;
    return <DocLink key={key} doc={name} label={text} />;
  };
}

/** A link that opens `docs/<doc>.md` in a dialog inside the console. */
export function DocLink({ doc, label }: { doc: string; label?: string }) {
  const [opened, setOpened] = useState(false);
  const { state, retry } = useDoc(doc, opened);
  if (!hasDoc(doc)) return <>{label ?? `docs/${doc}.md`}</>;
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setOpened(true)}
        data-testid={`doc-link-${doc.replace('/', '-')}`}
        aria-haspopup="dialog"
      >
        {label ?? `docs/${doc}.md`}
      </Anchor>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`docs/${doc}.md`} size="xl">
        <Stack gap="sm" data-testid="doc-view">
          <DocBody state={state} retry={retry} link={docLinks(doc)} />
        </Stack>
      </Modal>
    </>
  );
}
