import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTopics } from '../fixtures';
import { CalendarDocList } from './CalendarDocList';
import { TopicList, type TopicTab } from './TopicList';

const meta = {
  title: 'Content/Calendar/TopicList',
  component: TopicList,
  args: {
    tab: 'TREASURY',
    topics: storyTopics,
    onTabChange: fn(),
    onOpen: fn(),
    onCreate: fn(),
  },
  render: function Render(args) {
    const [tab, setTab] = useState<TopicTab>(args.tab);
    return (
      <TopicList
        {...args}
        tab={tab}
        onTabChange={(next) => {
          args.onTabChange(next);
          setTab(next);
        }}
        topics={tab === 'ALL' ? args.topics : args.topics.filter((x) => x.groups.includes(tab))}
        extra={
          tab === 'FAQ' ? (
            <CalendarDocList
              title="FAQs"
              newLabel="New FAQ"
              items={[{ id: 3, title: 'How do I renew?', datetime: 1_763_000_000_000 }]}
              onOpen={fn()}
              onCreate={fn()}
            />
          ) : null
        }
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Calendar topics by tab (content §9: Treasury, FAQ, Roadmap, All) with their fields; the FAQ and Roadmap tabs carry their lists of FAQs and roadmaps.',
      },
    },
  },
} satisfies Meta<typeof TopicList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const tab of ['Treasury', 'FAQ', 'Roadmap', 'All'])
      await expect(canvas.getByRole('tab', { name: tab })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '国债发行' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'FAQ' }));
    await expect(await canvas.findByRole('button', { name: 'How do I renew?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await expect(await canvas.findByRole('button', { name: 'Earnings season' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { topics: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No topics in this tab')).toBeVisible();
  },
};

export const Loading: Story = { args: { topics: [], loading: true } };

export const Failed: Story = {
  args: { topics: [], error: 'API service error, please wait...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'API service error, please wait...',
    );
  },
};
