import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalendarTable, type CalendarItem } from './CalendarTable';

const calendars: CalendarItem[] = [
  {
    id: '1',
    name: '美国经济数据',
    country: 'US',
    kind: 'ECONOMIC',
    default_importance: 'MEDIUM',
    auto_publish: true,
    position: 0,
    template_count: 4,
  },
  {
    id: '2',
    name: '中国经济数据',
    country: 'CN',
    kind: 'ECONOMIC',
    default_importance: 'MEDIUM',
    auto_publish: true,
    position: 1,
    template_count: 4,
  },
  {
    id: '3',
    name: '央行议息',
    country: null,
    kind: 'CENTRAL_BANK',
    default_importance: 'HIGH',
    auto_publish: true,
    position: 2,
    template_count: 2,
  },
  {
    id: '4',
    name: '休市安排',
    country: 'other',
    kind: 'HOLIDAY',
    default_importance: 'LOW',
    auto_publish: false,
    position: 3,
    template_count: 1,
  },
];

const meta = {
  title: 'Content/Calendar/CalendarTable',
  component: CalendarTable,
  args: {
    calendars,
    keyword: '',
    onSearch: fn(),
    onOpenConfig: fn(),
    onOpenTemplates: fn(),
    onCreate: fn(),
  },
} satisfies Meta<typeof CalendarTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Calendars' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: '央行议息' }));
    await expect(args.onOpenConfig).toHaveBeenCalledWith(expect.objectContaining({ id: '3' }));
    await userEvent.click(canvas.getByRole('button', { name: '1 template of 休市安排' }));
    await expect(args.onOpenTemplates).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }));
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search calendars' }),
      ' 央行 {Enter}',
    );
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('央行'));
  },
};

/** Loading is announced once by the status region; the placeholder shapes are hidden from it. */
export const Loading: Story = {
  args: { calendars: [], loading: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByText(/^(Loading…|加载中…)$/);
    await expect(status).toHaveAttribute('role', 'status');
    await expect(
      canvasElement.querySelector('[aria-busy="true"] [data-part="skeleton"]'),
    ).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { calendars: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No calendars yet')).toBeVisible();
  },
};

export const EmptySearch: Story = {
  args: { calendars: [], keyword: 'nothing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('search content empty')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { calendars: [], error: 'API service error, please wait...' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'API service error',
    );
  },
};

/** A Normal User: no New calendar. */
export const WithoutCreate: Story = {
  args: { onCreate: undefined },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
    await expect(
      within(canvasElement).queryByRole('button', { name: 'New calendar' }),
    ).not.toBeInTheDocument();
  },
};

/** An Admin's list: each calendar can be deleted (the console confirms first). */
export const WithDelete: Story = {
  args: { onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Calendars' });
    await expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 央行议息' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '3' }));
  },
};
