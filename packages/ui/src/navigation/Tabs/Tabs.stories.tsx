import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../../primitives/Text';
import { Tabs, type TabsRootProps } from './Tabs';

const statuses = [
  { value: 'all', label: 'All', count: 1204 },
  { value: 'published', label: 'Published', count: 1130 },
  { value: 'draft', label: 'Draft', count: 52 },
  { value: 'deleted', label: 'Deleted', count: 22 },
];

function StatusTabs(props: TabsRootProps & { disabledValue?: string; listLabel?: string }) {
  const { disabledValue, listLabel = 'Article status', ...root } = props;
  return (
    <Tabs.Root {...root}>
      <Tabs.List aria-label={listLabel}>
        {statuses.map((s) => (
          <Tabs.Tab
            key={s.value}
            value={s.value}
            count={s.count}
            disabled={s.value === disabledValue}
          >
            {s.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {statuses.map((s) => (
        <Tabs.Panel key={s.value} value={s.value}>
          <Text tone="secondary">{`${s.count} ${s.label.toLowerCase()} articles`}</Text>
        </Tabs.Panel>
      ))}
    </Tabs.Root>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'all', variant: 'line', onValueChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['line', 'pill'] },
    activation: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
  render: (args) => <StatusTabs {...args} />,
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Article status' })).toBeVisible();
    const all = canvas.getByRole('tab', { name: 'All 1,204' });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'All 1,204' })).toHaveTextContent(
      '1204 all articles',
    );

    await userEvent.click(canvas.getByRole('tab', { name: /Published/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('published');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('1130 published articles');

    // Arrow keys move and select (automatic activation); they wrap; Home/End jump.
    await userEvent.keyboard('{ArrowRight}');
    const draft = canvas.getByRole('tab', { name: /Draft/ });
    await waitFor(() => expect(draft).toHaveFocus());
    await expect(draft).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: /Deleted/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(all).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: /Deleted/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    await expect(all).toHaveAttribute('aria-selected', 'true');

    // Roving tabindex: only the selected tab is in the Tab order; Tab goes on to the panel.
    await expect(canvas.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([all]);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveFocus());
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(all).toHaveFocus());
    all.blur();
  },
};

export const Pill: Story = {
  args: { variant: 'pill', defaultValue: 'draft' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /Draft/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: /Deleted/ }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('22 deleted articles');
    canvas.getByRole('tab', { name: /Deleted/ }).blur();
  },
};

/** Arrow keys only move focus; Enter or Space selects (for tabs that each load a list). */
export const ManualActivation: Story = {
  args: { activation: 'manual' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: /All/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const published = canvas.getByRole('tab', { name: /Published/ });
    await waitFor(() => expect(published).toHaveFocus());
    await expect(published).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(published).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight} ');
    await expect(canvas.getByRole('tab', { name: /Draft/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('draft');
    published.blur();
  },
};

export const DisabledTab: Story = {
  render: (args) => <StatusTabs {...args} disabledValue="draft" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /Draft/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: /Published/ }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: /Deleted/ })).toHaveFocus());
    await expect(canvas.getByRole('tab', { name: /Deleted/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The selected tab lives in the `value` arg (as the console keeps it in the URL). */
export const Controlled: Story = {
  args: { value: 'published', defaultValue: undefined, onValueChange: fn() },
  // Args updates re-run the loaders, which would empty the spies mid-play; this story owns its spy.
  parameters: { test: { restoreMocks: false } },
  render: function Render(args) {
    const [, updateArgs] = useArgs<TabsRootProps>();
    return (
      <StatusTabs
        {...args}
        onValueChange={(value) => {
          args.onValueChange?.(value);
          updateArgs({ value });
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /Published/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: /Deleted/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('deleted');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: /Deleted/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('22 deleted articles');
    canvas.getByRole('tab', { name: /Deleted/ }).blur();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  render: (args) => (
    <Tabs.Root {...args} defaultValue="treasury">
      <Tabs.List aria-label="日历专题">
        <Tabs.Tab value="treasury">国债</Tabs.Tab>
        <Tabs.Tab value="faq">常见问题</Tabs.Tab>
        <Tabs.Tab value="roadmap">路线图</Tabs.Tab>
        <Tabs.Tab value="all" count={12345}>
          全部
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="treasury">国债专题列表</Tabs.Panel>
      <Tabs.Panel value="faq">常见问题列表</Tabs.Panel>
      <Tabs.Panel value="roadmap">路线图列表</Tabs.Panel>
      <Tabs.Panel value="all">全部专题</Tabs.Panel>
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '全部 12,345' }));
    await expect(canvas.getByRole('tabpanel', { name: '全部 12,345' })).toHaveTextContent(
      '全部专题',
    );
    canvas.getByRole('tab', { name: '全部 12,345' }).blur();
  },
};
