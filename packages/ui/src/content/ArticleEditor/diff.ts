/** One row of a side-by-side comparison. */
export interface DiffRow {
  kind: 'same' | 'changed' | 'removed' | 'added';
  /** The line on the left (mine); null where the line exists only on the right. */
  left: string | null;
  right: string | null;
}

/**
 * A line diff of two texts for side-by-side display: common prefix and suffix are trimmed, the
 * middle is aligned by longest common subsequence, and a removal next to an addition is shown as
 * one changed row.
 */
export function diffLines(left: readonly string[], right: readonly string[]): DiffRow[] {
  let start = 0;
  while (start < left.length && start < right.length && left[start] === right[start]) start += 1;
  let endL = left.length;
  let endR = right.length;
  while (endL > start && endR > start && left[endL - 1] === right[endR - 1]) {
    endL -= 1;
    endR -= 1;
  }
  const a = left.slice(start, endL);
  const b = right.slice(start, endR);
  // LCS lengths, from the end.
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  const middle: DiffRow[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      middle.push({ kind: 'same', left: a[i]!, right: b[j]! });
      i += 1;
      j += 1;
    } else if (
      j < b.length &&
      (i >= a.length || lcs[i * width + j + 1]! >= lcs[(i + 1) * width + j]!)
    ) {
      middle.push({ kind: 'added', left: null, right: b[j]! });
      j += 1;
    } else {
      middle.push({ kind: 'removed', left: a[i]!, right: null });
      i += 1;
    }
  }
  // Pair a run of removals with the run of additions that follows it.
  const paired: DiffRow[] = [];
  for (let k = 0; k < middle.length;) {
    if (middle[k]!.kind === 'same') {
      paired.push(middle[k]!);
      k += 1;
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    while (k < middle.length && middle[k]!.kind !== 'same') {
      const row = middle[k]!;
      if (row.kind === 'removed') removed.push(row.left!);
      else added.push(row.right!);
      k += 1;
    }
    for (let n = 0; n < Math.max(removed.length, added.length); n += 1) {
      const l = removed[n] ?? null;
      const r = added[n] ?? null;
      paired.push({
        kind: l !== null && r !== null ? 'changed' : l !== null ? 'removed' : 'added',
        left: l,
        right: r,
      });
    }
  }
  const same = (line: string): DiffRow => ({ kind: 'same', left: line, right: line });
  return [...left.slice(0, start).map(same), ...paired, ...left.slice(endL).map(same)];
}
