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

  it('AfterFirstPaint shows its fallback first, then the rest, without rendering the screen around it again', () => {
    const aroundCommits: number[] = [];
    const mounted: string[] = [];
    function Around({ progressive }: { progressive: boolean }) {
      useLayoutEffect(() => {
        aroundCommits.push(aroundCommits.length);
      });
      return (
        <>
          <p>First part</p>
          <AfterFirstPaint
            progressive={progressive}
            fallback={<Mounted name="placeholder" log={mounted} />}
          >
            <Mounted name="rest" log={mounted} />
          </AfterFirstPaint>
        </>
      );
    }
    const { unmount } = render(<Around progressive />);
    expect(screen.getByText('rest')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    expect(mounted).toEqual(['placeholder', 'rest']);
    expect(aroundCommits).toEqual([0]);
    unmount();

    mounted.length = 0;
    render(<Around progressive={false} />);
    expect(mounted).toEqual(['rest']);
  });
});

/** Shows `name` and logs it once mounted. */
function Mounted({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(name);
  }, [log, name]);
  return <p>{name}</p>;
}
