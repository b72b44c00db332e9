// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addNode,
  emptyTitles,
  fromEdit,
  indentNode,
  moveNode,
  outdentNode,
  removeNode,
  toEdit,
} from './roadmapTree';

const tree = () =>
  toEdit([
    { title: 'A', content: [{ title: 'A1', content: [] }] },
    { title: 'B', content: [] },
  ]);

describe('roadmap tree', () => {
  it('moves among siblings and stays put at the ends', () => {
    const t = tree();
    expect(fromEdit(moveNode(t, t[1]!.key, -1)).map((n) => n.title)).toEqual(['B', 'A']);
    expect(fromEdit(moveNode(t, t[0]!.key, -1)).map((n) => n.title)).toEqual(['A', 'B']);
  });

  it('indents under the previous sibling and outdents after the parent', () => {
    const t = tree();
    const indented = indentNode(t, t[1]!.key);
    expect(fromEdit(indented)).toEqual([
      {
        title: 'A',
        content: [
          { title: 'A1', content: [] },
          { title: 'B', content: [] },
        ],
      },
    ]);
    const back = outdentNode(indented, t[1]!.key);
    expect(fromEdit(back).map((n) => n.title)).toEqual(['A', 'B']);
    expect(fromEdit(indentNode(t, t[0]!.key))).toEqual(fromEdit(t));
  });

  it('adds, removes and finds empty titles', () => {
    const t = tree();
    const { tree: added, key } = addNode(t, t[0]!.key, 'child');
    expect(emptyTitles(added)).toEqual(new Set([key]));
    expect(fromEdit(removeNode(added, key))).toEqual(fromEdit(t));
    expect(fromEdit(addNode(t, null, 'after').tree)).toHaveLength(3);
  });

  it('never nests deeper than five levels', () => {
    let t = toEdit([{ title: '1', content: [] }]);
    let key = t[0]!.key;
    for (let i = 0; i < 6; i++) ({ tree: t, key } = addNode(t, key, 'child'));
    const depth = (nodes: ReturnType<typeof fromEdit>): number =>
      nodes.reduce((m, n) => Math.max(m, 1 + depth(n.content)), 0);
    expect(depth(fromEdit(t))).toBe(5);
  });
});
