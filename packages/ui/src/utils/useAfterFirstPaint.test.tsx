import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint, useAfterFirstPaint } from './useAfterFirstPaint';

/** Renders the first part, and the rest once the hook allows; logs what each commit showed. */
function Screen({ progressive, commits }: { progressive: boolean; commits: boolean[] }) {
  const rest = useAfterFirstPaint(progressive);
  useLayoutEffect(() => {
    commits.push(rest);
  });
  return (
    <>
      <p>First part</p>
      {rest ? <p>The rest</p> : null}
    </>
  );
}

describe('useAfterFirstPaint', () => {
  it('commits the first part alone, then the rest in a second commit', () => {
    const commits: boolean[] = [];
    render(<Screen progressive commits={commits} />);
    expect(commits).toEqual([false, true]);
    expect(screen.getByText('The rest')).toBeInTheDocument();
  });

  it('commits everything at once when not progressive', () => {
    const commits: boolean[] = [];
    render(<Screen progressive={false} commits={commits} />);
    expect(commits).toEqual([true]);
    expect(screen.getByText('First part')).toBeInTheDocument();
    expect(screen.getByText('The rest')).toBeInTheDocument();
  });

  it('AfterFirstPaint brings the rest without rendering the screen around it again', () => {
    const aroundCommits: number[] = [];
    function Around() {
      useLayoutEffect(() => {
        aroundCommits.push(aroundCommits.length);
      });
      return (
        <>
          <p>First part</p>
          <AfterFirstPaint fallback={<p>Placeholder</p>}>
            <p>The rest</p>
          </AfterFirstPaint>
        </>
      );
    }
    render(<Around />);
    expect(screen.getByText('The rest')).toBeInTheDocument();
    expect(screen.queryByText('Placeholder')).not.toBeInTheDocument();
    expect(aroundCommits).toEqual([0]);
  });
});
