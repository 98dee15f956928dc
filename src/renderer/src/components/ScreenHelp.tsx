import { Stack } from '@mantine/core';
import { DocBody, docLinks } from './DocLink';
import { useDoc } from './docs';

/**
 * A screen's in-app help: `docs/help/<screen>.md`, the same text the docs folder holds, loaded when the
 * Help drawer first opens. Its `#` title is left out (the drawer's own title names the screen), so its
 * `##` sections are the drawer's h3s. Links to other docs open inside the console.
 */
export function ScreenHelp({ screen }: { screen: string }) {
  const name = `help/${screen}`;
  const { state, retry } = useDoc(name);
  const shown: typeof state =
    state.status === 'ready' ? { status: 'ready', text: state.text.replace(/^# [^\n]*\n/, '') } : state;
  return (
    <Stack gap="sm" data-testid={`screen-help-${screen}`}>
      <DocBody state={shown} retry={retry} link={docLinks(name)} />
    </Stack>
  );
}
