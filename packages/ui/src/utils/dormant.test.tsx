import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dormant, dormancy, useWakePart, type Dormancy } from './dormant';

interface Props {
  onPick: (how: string) => void;
}

/** A live part: a button and an input, named for the handoff. */
function Live({ onPick }: Props) {
  const part = useWakePart();
  const [text, setText] = useState('');
  return (
    <div>
      <button
        type="button"
        {...part('button')}
        onClick={() => onPick('click')}
        onKeyDown={(e) => onPick(`key ${e.key}`)}
      >
        Live button
      </button>
      <input
        aria-label="Live input"
        {...part('input')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onPick(`typed ${e.target.value}`);
        }}
      />
    </div>
  );
}

/** A live part that loads when the test says so. */
function gated() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const load = vi.fn(() => gate.then(() => Live as ComponentType<Props>));
  return { of: dormancy(load), load, open: () => act(async () => open()) };
}

function Example({ of, onPick }: { of: Dormancy<Props>; onPick: Props['onPick'] }) {
  return (
    <Dormant
      of={of}
      props={{ onPick }}
      asleep={(wake) => (
        <div>
          <button
            type="button"
            {...wake.part('button')}
            onClick={() => wake.click('button')}
            onKeyDown={(e) => wake.key('button', e)}
          >
            Asleep button
          </button>
          <input
            aria-label="Asleep input"
            {...wake.part('input')}
            onChange={(e) => wake.input('input', e.currentTarget)}
          />
        </div>
      )}
    />
  );
}

describe('Dormant', () => {
  it('loads nothing until asked, then shows the live part', async () => {
    const { of, load, open } = gated();
    const onPick = vi.fn();
    render(<Example of={of} onPick={onPick} />);
    expect(screen.getByRole('button', { name: 'Asleep button' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Asleep button' }));
    expect(load).toHaveBeenCalledTimes(1);
    await open();
    expect(screen.getByRole('button', { name: 'Live button' })).toBeInTheDocument();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('replays a click and a key on the live part, which takes the focus', async () => {
    const { of, open } = gated();
    const onPick = vi.fn();
    render(<Example of={of} onPick={onPick} />);
    const asleep = screen.getByRole('button', { name: 'Asleep button' });
    asleep.focus();
    fireEvent.click(asleep);
    fireEvent.keyDown(asleep, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(onPick).not.toHaveBeenCalled();
    await open();
    const live = screen.getByRole('button', { name: 'Live button' });
    expect(onPick.mock.calls).toEqual([['click'], ['key ArrowDown']]);
    expect(live).toHaveFocus();
  });

  it('holds the live part back while a press is on, and replays its click once', async () => {
    const { of, open } = gated();
    const onPick = vi.fn();
    render(<Example of={of} onPick={onPick} />);
    const asleep = screen.getByRole('button', { name: 'Asleep button' });
    fireEvent.pointerDown(asleep);
    await open();
    // Loaded, but the press has not ended: swapping now would lose its click.
    expect(screen.getByRole('button', { name: 'Asleep button' })).toBe(asleep);
    fireEvent.pointerUp(asleep);
    fireEvent.click(asleep);
    expect(screen.getByRole('button', { name: 'Live button' })).toBeInTheDocument();
    expect(onPick.mock.calls).toEqual([['click']]);
  });

  it('carries text typed into the asleep input over to the live one', async () => {
    const { of, open } = gated();
    const onPick = vi.fn();
    render(<Example of={of} onPick={onPick} />);
    const asleep = screen.getByRole('textbox', { name: 'Asleep input' });
    asleep.focus();
    fireEvent.change(asleep, { target: { value: 'bank' } });
    await open();
    const live = screen.getByRole('textbox', { name: 'Live input' });
    expect(live).toHaveValue('bank');
    expect(live).toHaveFocus();
    expect(onPick).toHaveBeenCalledWith('typed bank');
  });

  it('renders the live part at once when it is already loaded, and hands nothing over', async () => {
    const { of, open } = gated();
    void of.preload();
    await open();
    const onPick = vi.fn();
    render(<Example of={of} onPick={onPick} />);
    expect(screen.getByRole('button', { name: 'Live button' })).not.toHaveFocus();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('tries a failed load again on the next sign of use', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<Props>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Live);
    const of = dormancy(load);
    render(<Example of={of} onPick={() => {}} />);
    const asleep = screen.getByRole('button', { name: 'Asleep button' });
    await act(async () => fireEvent.pointerEnter(asleep));
    expect(screen.getByRole('button', { name: 'Asleep button' })).toBeInTheDocument();
    await act(async () => fireEvent.pointerEnter(asleep));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Live button' })).toBeInTheDocument();
  });
});
