import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RoadshowFilters, type RoadshowLiveFilter } from './RoadshowFilters';
import { RoadshowTable } from './RoadshowTable';
import { longRoadshowRow, roadshowRows } from './fixtures';

const meta = {
  title: 'Content/RoadshowTable',
  component: RoadshowTable,
  tags: ['autodocs'],
  args: {
    items: roadshowRows,
    editHref: (id: number) => `/content/roadshow/${id}`,
    onAction: fn().mockName('onAction'),
  },
  parameters: {
    testViewport: { width: 1200, height: 720 },
    docs: {
      description: {
        component:
          'One page of the roadshow list on `DataList` (content §3 list summary): poster, title and tags, start and end (GMT+8), live progress in the list coding (1 in progress, 2 finished, else not started), status, audience (`vip_visibility`) and the home mark (`is_home`); row actions edit, publish, convert to draft, delete. `RoadshowFilters` is the live-progress filter above it.',
      },
    },
  },
} satisfies Meta<typeof RoadshowTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Roadshows' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(roadshowRows.length + 1);
    await expect(canvas.getByRole('link', { name: /2027 年宏观经济展望/ })).toHaveAttribute(
      'href',
      '/content/roadshow/31',
    );
    // The list coding: 1 in progress, 2 finished, 0 not started.
    await expect(canvas.getByText('In progress')).toBeVisible();
    await expect(canvas.getAllByText('Finished')).toHaveLength(2);
    await expect(canvas.getByText('Not started')).toBeVisible();
    await expect(canvas.getByText('Black gold')).toBeVisible();
    await expect(canvas.getByText('Meta')).toBeVisible();
    await expect(canvas.getByText('Normal')).toBeVisible();
    await expect(canvas.getByText('Home')).toBeVisible();
    await expect(canvas.getByText('no end time')).toBeVisible();
  },
};

export const DeleteFromTheMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Actions for Semiconductor/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Publish' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Convert to draft' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete', roadshowRows[1]);
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No roadshows yet')).toBeVisible();
  },
};

export const EmptySearch: Story = {
  args: { items: [], emptyVariant: 'search' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('search content empty')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('API service error, please wait...')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = { args: { items: [longRoadshowRow, ...roadshowRows] } };

/** The live-progress filter: one pressed at a time, a change reports the new value. */
export const Filter: Story = {
  render: function Render(args) {
    const [live, setLive] = useState<RoadshowLiveFilter>('all');
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <RoadshowFilters value={live} onChange={setLive} />
        <RoadshowTable {...args} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Live progress' });
    await expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Not start' }));
    await expect(within(group).getByRole('button', { name: 'Not start' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
