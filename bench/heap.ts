// What a page's memory is made of, for the startup bench's switch rounds: DOM counters and a heap
// snapshot read node by node (V8's own classification: "code" is compiled code, bytecode, feedback and
// the other things V8 keeps to run functions; the rest is what the app's objects, strings, arrays and
// closures hold, and Blink's own objects). Also what grew between two snapshots, by constructor and by
// holder (who keeps the new objects), which is how a leak shows itself.
import type { CDPSession } from '@playwright/test';

const MB = 1024 * 1024;
const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** Chromium's live-object counters (after a forced GC, so collectable ones are gone). */
export interface DomCounters {
  documents: number;
  nodes: number;
  jsEventListeners: number;
}

export async function domCounters(cdp: CDPSession): Promise<DomCounters> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { documents, nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { documents, nodes, jsEventListeners };
}

/** A heap snapshot as V8 writes it (flat arrays described by `meta`). */
export interface HeapSnapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
    node_count: number;
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** Takes a snapshot (V8 collects garbage first) and parses it. */
export async function takeHeapSnapshot(cdp: CDPSession): Promise<HeapSnapshot> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return JSON.parse(chunks.join('')) as HeapSnapshot;
}

/** Field offsets and node walking over a snapshot's flat arrays. */
class SnapshotReader {
  readonly nodeSize: number;
  readonly edgeSize: number;
  private readonly f: Record<string, number>;
  private readonly e: Record<string, number>;
  readonly nodeTypes: string[];
  readonly edgeTypes: string[];
  /** Index of each node's first edge in `edges` (nodes list their edges in order). */
  readonly firstEdge: Uint32Array;

  constructor(readonly s: HeapSnapshot) {
    const meta = s.snapshot.meta;
    this.nodeSize = meta.node_fields.length;
    this.edgeSize = meta.edge_fields.length;
    this.f = Object.fromEntries(meta.node_fields.map((name, i) => [name, i]));
    this.e = Object.fromEntries(meta.edge_fields.map((name, i) => [name, i]));
    this.nodeTypes = meta.node_types[0];
    this.edgeTypes = meta.edge_types[0];
    const count = s.nodes.length / this.nodeSize;
    this.firstEdge = new Uint32Array(count + 1);
    let edge = 0;
    for (let n = 0; n < count; n += 1) {
      this.firstEdge[n] = edge;
      edge += this.field(n, 'edge_count') * this.edgeSize;
    }
    this.firstEdge[count] = edge;
  }

  get count(): number {
    return this.s.nodes.length / this.nodeSize;
  }
  field(node: number, name: string): number {
    return this.s.nodes[node * this.nodeSize + (this.f[name] ?? 0)] ?? 0;
  }
  type(node: number): string {
    return this.nodeTypes[this.field(node, 'type')] ?? 'unknown';
  }
  name(node: number): string {
    return this.s.strings[this.field(node, 'name')] ?? '';
  }
  selfSize(node: number): number {
    return this.field(node, 'self_size');
  }
  detached(node: number): boolean {
    return this.f.detachedness !== undefined && this.field(node, 'detachedness') === 2;
  }
  edgeType(edge: number): string {
    return this.edgeTypes[this.s.edges[edge + (this.e.type ?? 0)] ?? 0] ?? '';
  }
  edgeName(edge: number): string {
    const value = this.s.edges[edge + (this.e.name_or_index ?? 1)] ?? 0;
    const type = this.edgeType(edge);
    return type === 'element' || type === 'hidden' ? `[${value}]` : (this.s.strings[value] ?? '');
  }
  edgeTarget(edge: number): number {
    return (this.s.edges[edge + (this.e.to_node ?? 2)] ?? 0) / this.nodeSize;
  }
  /** What groups a node for counting: its constructor (objects, closures, native), else its type. */
  group(node: number): string {
    const type = this.type(node);
    if (['string', 'concatenated string', 'sliced string', 'number', 'bigint', 'symbol'].includes(type)) {
      return `(${type})`;
    }
    const name = this.name(node);
    // Names with ids or sources in them (scripts, DOM nodes with attributes) are cut at the first space.
    return `${type}:${name.split(' ')[0]?.slice(0, 60) ?? ''}`;
  }
}

/**
 * Self size per node type, in MB. `codeMB` is V8's code (compiled code, bytecode, feedback, function
 * metadata); `objectsMB` is every other V8 node (objects, strings, arrays, closures, shapes), the part of
 * the JS heap the app's data lives in; `nativeMB` is Blink's own objects (DOM nodes, listeners,
 * performance entries, and what DevTools keeps for a CDP client: network records, console messages),
 * which the page's JSHeapUsedSize does not count.
 */
export interface HeapSummary {
  totalMB: number;
  codeMB: number;
  objectsMB: number;
  nativeMB: number;
  byTypeMB: Record<string, number>;
  nodeCount: number;
  detachedDomNodes: number;
}

export function summarizeHeap(snapshot: HeapSnapshot): HeapSummary {
  const r = new SnapshotReader(snapshot);
  const bytes: Record<string, number> = {};
  let detachedDomNodes = 0;
  for (let n = 0; n < r.count; n += 1) {
    const type = r.type(n);
    bytes[type] = (bytes[type] ?? 0) + r.selfSize(n);
    if (r.detached(n)) detachedDomNodes += 1;
  }
  const total = Object.values(bytes).reduce((a, b) => a + b, 0);
  const code = bytes.code ?? 0;
  const native = bytes.native ?? 0;
  return {
    totalMB: round(total / MB),
    codeMB: round(code / MB),
    objectsMB: round((total - code - native) / MB),
    nativeMB: round(native / MB),
    byTypeMB: Object.fromEntries(
      Object.entries(bytes)
        .filter(([, size]) => size > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([type, size]) => [type, round(size / MB, 3)]),
    ),
    nodeCount: r.count,
    detachedDomNodes,
  };
}

/** Live nodes per group (constructor or type): how many and their self size. */
export function groupCounts(snapshot: HeapSnapshot): Map<string, { count: number; bytes: number }> {
  const r = new SnapshotReader(snapshot);
  const counts = new Map<string, { count: number; bytes: number }>();
  for (let n = 0; n < r.count; n += 1) {
    const key = r.group(n);
    const entry = counts.get(key) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += r.selfSize(n);
    counts.set(key, entry);
  }
  return counts;
}

/** The groups whose count or size changed most from `before` to `after`. */
export function growth(
  before: HeapSnapshot,
  after: HeapSnapshot,
  top = 15,
): { group: string; count: number; kB: number }[] {
  const a = groupCounts(before);
  const b = groupCounts(after);
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys]
    .map((group) => ({
      group,
      count: (b.get(group)?.count ?? 0) - (a.get(group)?.count ?? 0),
      kB: round(((b.get(group)?.bytes ?? 0) - (a.get(group)?.bytes ?? 0)) / 1024, 1),
    }))
    .filter((g) => g.count !== 0 || g.kB !== 0)
    .sort((x, y) => Math.abs(y.kB) - Math.abs(x.kB) || Math.abs(y.count) - Math.abs(x.count))
    .slice(0, top);
}

/** Breadth-first from the root over strong edges: each node's parent edge on a shortest path. */
function shortestRetainers(r: SnapshotReader): { node: Int32Array; edge: Int32Array } {
  const node = new Int32Array(r.count).fill(-1);
  const edge = new Int32Array(r.count).fill(-1);
  const queue = new Int32Array(r.count);
  let head = 0;
  let tail = 0;
  queue[tail++] = 0;
  node[0] = 0;
  while (head < tail) {
    const from = queue[head++] ?? 0;
    for (let e = r.firstEdge[from] ?? 0; e < (r.firstEdge[from + 1] ?? 0); e += r.edgeSize) {
      if (r.edgeType(e) === 'weak') continue;
      const to = r.edgeTarget(e);
      if (node[to] !== -1) continue;
      node[to] = from;
      edge[to] = e;
      queue[tail++] = to;
    }
  }
  return { node, edge };
}

/**
 * Growth from `before` to `after` attributed to holders: each node is counted under its group and the
 * two nearest holders on its shortest retainer path (element indices folded to `[]`), so "what is kept
 * by whom" stands out even where the node's own constructor is a plain Object or a string.
 */
export function growthByHolder(
  before: HeapSnapshot,
  after: HeapSnapshot,
  top = 15,
): { holder: string; count: number; kB: number }[] {
  const count = (snapshot: HeapSnapshot) => {
    const r = new SnapshotReader(snapshot);
    const parents = shortestRetainers(r);
    const label = (n: number) => {
      const e = parents.edge[n] ?? -1;
      const p = parents.node[n] ?? -1;
      if (e < 0 || p < 0) return '(root)';
      const type = r.edgeType(e);
      const name = type === 'element' || type === 'hidden' ? '[]' : r.edgeName(e);
      return `${r.group(p)}.${name}`;
    };
    const counts = new Map<string, { count: number; bytes: number }>();
    for (let n = 1; n < r.count; n += 1) {
      if (r.type(n) === 'code') continue;
      const p = parents.node[n] ?? -1;
      const key = `${r.group(n)} ← ${label(n)} ← ${p > 0 ? label(p) : '(root)'}`;
      const entry = counts.get(key) ?? { count: 0, bytes: 0 };
      entry.count += 1;
      entry.bytes += r.selfSize(n);
      counts.set(key, entry);
    }
    return counts;
  };
  const a = count(before);
  const b = count(after);
  return [...new Set([...a.keys(), ...b.keys()])]
    .map((holder) => ({
      holder,
      count: (b.get(holder)?.count ?? 0) - (a.get(holder)?.count ?? 0),
      kB: round(((b.get(holder)?.bytes ?? 0) - (a.get(holder)?.bytes ?? 0)) / 1024, 1),
    }))
    .filter((g) => g.count !== 0)
    .sort((x, y) => Math.abs(y.kB) - Math.abs(x.kB) || Math.abs(y.count) - Math.abs(x.count))
    .slice(0, top);
}

/**
 * Where detached DOM nodes (no longer in the document, still alive) are held: each detached tree's top
 * node with the path of holders above it (`depth` steps), counted in nodes, the largest first.
 */
export function detachedDomHolders(
  snapshot: HeapSnapshot,
  depth = 5,
  top = 8,
): { holder: string; nodes: number }[] {
  const r = new SnapshotReader(snapshot);
  const parents = shortestRetainers(r);
  const counts = new Map<string, number>();
  for (let n = 0; n < r.count; n += 1) {
    if (!r.detached(n)) continue;
    let topNode = n;
    for (let p = parents.node[topNode] ?? -1; p > 0 && r.detached(p); p = parents.node[topNode] ?? -1)
      topNode = p;
    const steps = [r.group(topNode)];
    for (let c = topNode, i = 0; i < depth; i += 1) {
      const p = parents.node[c] ?? -1;
      const e = parents.edge[c] ?? -1;
      if (p <= 0 || e < 0) break;
      steps.push(`${r.group(p)}.${r.edgeName(e)}`);
      c = p;
    }
    const key = steps.join(' ← ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([holder, nodes]) => ({ holder, nodes }));
}
