import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VideoFilters } from './VideoFilters';

const meta = {
  title: 'Content/VideoFilters',
  component: VideoFilters,
  args: {
    value: { status: 'all', keyword: '' },
    onChange: fn().mockName('onChange'),
    onReset: fn().mockName('onReset'),
    hideDeleted: true,
    onHideDeletedChange: fn().mockName('onHideDeletedChange'),
  },
  parameters: { testViewport: { width: 1200, height: 320 } },
} satisfies Meta<typeof VideoFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Status toggles and the keyword (applied on Enter) report their change. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Draft' }));
    await expect(args.onChange).toHaveBeenCalledWith({ status: 'draft' });
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search title/ }), ' yuan {Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ keyword: 'yuan' }));
  },
};

export const Filtered: Story = {
  args: { value: { status: 'deleted', keyword: 'macro' }, hideDeleted: false },
};
