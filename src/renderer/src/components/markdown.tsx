import { Fragment, type ReactNode } from 'react';
import { Code, List, Table, Text, Title } from '@mantine/core';

/**
 * How a link `[text](target)` shows. By default as its text, followed by a web address in brackets so it
 * can be copied: the console's page never navigates away (its window denies navigation), and the docs read
 * offline. A caller may show links to other bundled docs as links that open inside the console.
 */
export type LinkRenderer = (text: string, target: string, key: number) => ReactNode;

const plainLink: LinkRenderer = (text, target) =>
  /^https?:\/\//.test(target) && target !== text ? `${text} (${target})` : text;

/** `code`, **bold**, _italic_ and [text](target) inside one line. */
function inline(text: string, link: LinkRenderer = plainLink): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|_([^_]+)_|\[([^\]]+)\]\(([^)]*)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const key = parts.length;
    if (match[1] !== undefined) parts.push(<Code key={key}>{match[1]}</Code>);
    else if (match[2] !== undefined) parts.push(<strong key={key}>{match[2]}</strong>);
    else if (match[3] !== undefined) parts.push(<em key={key}>{match[3]}</em>);
    else parts.push(link(match[4] ?? '', match[5] ?? '', key));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * The project's own Markdown docs (headings, paragraphs, lists, tables, code blocks, inline code, emphasis
 * and links) as Mantine elements. Not a general Markdown parser: it shows the docs this repository writes,
 * bundled with the page, so they read offline in both the desktop and the browser console. A `#` heading
 * is an h2 (the doc sits under a dialog's or a drawer's title), `##` an h3, and so on.
 */
export function Markdown({ source, link }: { source: string; link?: LinkRenderer }) {
  const spans = (text: string) => inline(text, link);
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const blocks: ReactNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const key = blocks.length;
    if (line.trim() === '' || line.startsWith('![')) {
      i += 1;
    } else if (line.startsWith('```')) {
      const body: string[] = [];
      for (i += 1; i < lines.length && !(lines[i] ?? '').startsWith('```'); i += 1) body.push(lines[i] ?? '');
      i += 1;
      blocks.push(
        <Code key={key} block>
          {body.join('\n')}
        </Code>,
      );
    } else if (/^#{1,6} /.test(line)) {
      const level = Math.min(6, Math.max(2, (line.match(/^#+/)?.[0].length ?? 1) + 1)) as 2 | 3 | 4 | 5 | 6;
      blocks.push(
        <Title key={key} order={level} size={level === 2 ? 'h3' : 'h4'} mt="sm">
          {spans(line.replace(/^#+ /, ''))}
        </Title>,
      );
      i += 1;
    } else if (line.startsWith('|')) {
      const rows: string[][] = [];
      for (; i < lines.length && (lines[i] ?? '').startsWith('|'); i += 1) {
        if (!/^\|[\s|:-]+\|$/.test((lines[i] ?? '').trim())) rows.push(cells(lines[i] ?? ''));
      }
      const [head, ...body] = rows;
      blocks.push(
        <Table key={key} withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              {head?.map((cell, c) => (
                <Table.Th key={c}>{spans(cell)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {body.map((row, r) => (
              <Table.Tr key={r}>
                {row.map((cell, c) => (
                  <Table.Td key={c}>{spans(cell)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>,
      );
    } else if (/^(\s*)([-*]|\d+\.) /.test(line)) {
      const ordered = /^\s*\d+\. /.test(line);
      const items: string[] = [];
      for (; i < lines.length && (lines[i] ?? '').trim() !== ''; i += 1) {
        const current = lines[i] ?? '';
        if (/^([-*]|\d+\.) /.test(current)) items.push(current.replace(/^([-*]|\d+\.) /, ''));
        else items[items.length - 1] = `${items[items.length - 1] ?? ''} ${current.trim()}`;
      }
      blocks.push(
        <List key={key} type={ordered ? 'ordered' : 'unordered'} size="sm" spacing={4}>
          {items.map((item, n) => (
            <List.Item key={n}>{spans(item)}</List.Item>
          ))}
        </List>,
      );
    } else {
      const paragraph: string[] = [];
      for (
        ;
        i < lines.length &&
        (lines[i] ?? '').trim() !== '' &&
        !/^(#|\||```|[-*] |\d+\. )/.test(lines[i] ?? '');
        i += 1
      )
        paragraph.push((lines[i] ?? '').trim());
      blocks.push(
        <Text key={key} size="sm">
          {spans(paragraph.join(' '))}
        </Text>,
      );
    }
  }
  return <Fragment>{blocks}</Fragment>;
}
