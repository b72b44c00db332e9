/** A roadmap title node with its nested nodes (content §3 RoadMap). */
export interface RoadmapNode {
  title: string;
  content: RoadmapNode[];
}

/** A node being edited: a stable key for React and focus. */
export interface EditNode {
  key: string;
  title: string;
  children: EditNode[];
}

/** Nesting limit and node count limit of the roadmap calls. */
export const ROADMAP_MAX_DEPTH = 5;
export const ROADMAP_MAX_NODES = 500;

let seq = 0;
export const newKey = () => `n${++seq}`;

export const toEdit = (nodes: readonly RoadmapNode[]): EditNode[] =>
  nodes.map((n) => ({ key: newKey(), title: n.title, children: toEdit(n.content ?? []) }));

export const fromEdit = (nodes: readonly EditNode[]): RoadmapNode[] =>
  nodes.map((n) => ({ title: n.title.trim(), content: fromEdit(n.children) }));

export const countNodes = (nodes: readonly EditNode[]): number =>
  nodes.reduce((sum, n) => sum + 1 + countNodes(n.children), 0);

export const depthOf = (nodes: readonly EditNode[]): number =>
  nodes.reduce((max, n) => Math.max(max, 1 + depthOf(n.children)), 0);

/** Where a node sits: its sibling list's path of indexes. */
export type Path = readonly number[];

function listAt(tree: EditNode[], parent: Path): EditNode[] {
  let list = tree;
  for (const i of parent) list = list[i]!.children;
  return list;
}

function clone(tree: readonly EditNode[]): EditNode[] {
  return tree.map((n) => ({ ...n, children: clone(n.children) }));
}

export function find(tree: readonly EditNode[], key: string, parent: number[] = []): Path | null {
  for (let i = 0; i < tree.length; i++) {
    if (tree[i]!.key === key) return [...parent, i];
    const inner = find(tree[i]!.children, key, [...parent, i]);
    if (inner) return inner;
  }
  return null;
}

export function setTitle(tree: readonly EditNode[], key: string, title: string): EditNode[] {
  return tree.map((n) =>
    n.key === key ? { ...n, title } : { ...n, children: setTitle(n.children, key, title) },
  );
}

/** Moves a node one place up (-1) or down (+1) among its siblings; unchanged at an end. */
export function moveNode(tree: readonly EditNode[], key: string, step: -1 | 1): EditNode[] {
  const path = find(tree, key);
  if (!path) return [...tree];
  const out = clone(tree);
  const list = listAt(out, path.slice(0, -1));
  const i = path[path.length - 1]!;
  const j = i + step;
  if (j < 0 || j >= list.length) return out;
  [list[i], list[j]] = [list[j]!, list[i]!];
  return out;
}

/** Makes a node the last child of its previous sibling (none: unchanged; never past the depth). */
export function indentNode(tree: readonly EditNode[], key: string): EditNode[] {
  const path = find(tree, key);
  if (!path) return [...tree];
  const i = path[path.length - 1]!;
  if (i === 0) return [...tree];
  const out = clone(tree);
  const list = listAt(out, path.slice(0, -1));
  const node = list[i]!;
  if (path.length + depthOf([node]) > ROADMAP_MAX_DEPTH) return out;
  list.splice(i, 1);
  list[i - 1]!.children.push(node);
  return out;
}

/** Makes a node the next sibling of its parent (top level: unchanged). */
export function outdentNode(tree: readonly EditNode[], key: string): EditNode[] {
  const path = find(tree, key);
  if (!path || path.length < 2) return [...tree];
  const out = clone(tree);
  const parentPath = path.slice(0, -1);
  const list = listAt(out, parentPath);
  const node = list.splice(path[path.length - 1]!, 1)[0]!;
  const grand = listAt(out, parentPath.slice(0, -1));
  grand.splice(parentPath[parentPath.length - 1]! + 1, 0, node);
  return out;
}

export function removeNode(tree: readonly EditNode[], key: string): EditNode[] {
  return tree
    .filter((n) => n.key !== key)
    .map((n) => ({ ...n, children: removeNode(n.children, key) }));
}

/** Adds an empty node after `key` (a sibling) or as its last child; at the end of the top level without `key`. */
export function addNode(
  tree: readonly EditNode[],
  key: string | null,
  where: 'after' | 'child',
): { tree: EditNode[]; key: string } {
  const node: EditNode = { key: newKey(), title: '', children: [] };
  const out = clone(tree);
  const path = key ? find(out, key) : null;
  if (!path) {
    out.push(node);
    return { tree: out, key: node.key };
  }
  if (where === 'child') {
    if (path.length >= ROADMAP_MAX_DEPTH) return { tree: out, key: key! };
    listAt(out, path).push(node);
  } else {
    listAt(out, path.slice(0, -1)).splice(path[path.length - 1]! + 1, 0, node);
  }
  return { tree: out, key: node.key };
}

/** Keys of nodes whose title is empty. */
export function emptyTitles(tree: readonly EditNode[]): Set<string> {
  const out = new Set<string>();
  const walk = (nodes: readonly EditNode[]) => {
    for (const n of nodes) {
      if (n.title.trim() === '') out.add(n.key);
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}
