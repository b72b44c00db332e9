import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { Tabs } from './Tabs';

function Example(props: { onValueChange?: (v: string) => void; dir?: 'rtl' | 'ltr' }) {
  return (
    <div dir={props.dir}>
      <Tabs.Root defaultValue="a" onValueChange={props.onValueChange}>
        <Tabs.List aria-label="Sections">
          <Tabs.Tab value="a">Alpha</Tabs.Tab>
          <Tabs.Tab value="b">Beta</Tabs.Tab>
          <Tabs.Tab value="c x">Gamma</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="a">Panel A</Tabs.Panel>
        <Tabs.Panel value="b">Panel B</Tabs.Panel>
        <Tabs.Panel value="c x" keepMounted>
          Panel C
        </Tabs.Panel>
      </Tabs.Root>
    </div>
  );
}

describe('Tabs', () => {
  it('ties each tab to its panel and shows only the selected one', () => {
    renderWithProviders(<Example />);
    const tab = screen.getByRole('tab', { name: 'Gamma' });
    const panelId = tab.getAttribute('aria-controls')!;
    const panel = document.getElementById(panelId)!;
    expect(panel).toHaveAttribute('role', 'tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    expect(panel).not.toBeVisible();
    // keepMounted keeps the hidden content rendered; others render nothing while hidden.
    expect(panel).toHaveTextContent('Panel C');
    expect(screen.queryByText('Panel B')).toBeNull();
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('Panel A');
  });

  it('moves with the arrows, wrapping, and mirrors them right-to-left', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProviders(<Example onValueChange={onValueChange} dir="rtl" />);
    screen.getByRole('tab', { name: 'Alpha' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('b');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('c x');
  });

  it('ignores other keys', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProviders(<Example onValueChange={onValueChange} />);
    screen.getByRole('tab', { name: 'Alpha' }).focus();
    await user.keyboard('{ArrowDown}x');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
