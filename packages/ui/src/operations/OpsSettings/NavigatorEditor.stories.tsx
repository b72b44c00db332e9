import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { coverSrc } from '../../feedback/storyImages';
import { NavigatorEditor } from './NavigatorEditor';
import { navigatorValue } from './fixtures';
import { EMPTY_OPS } from './types';

const meta = {
  title: 'Operations/NavigatorEditor',
  component: NavigatorEditor,
  args: {
    value: navigatorValue,
    onSave: fn(async () => []),
    onUploadImage: fn(async () => ({ key: 'u-new.png', url: coverSrc })),
    onUploadError: fn(),
    onDirtyChange: fn(),
  },
  parameters: { testViewport: { width: 1100, height: 1400 } },
} satisfies Meta<typeof NavigatorEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page settings and the sites; a site without an icon shows its first letter; an icon is optional and removable. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as typeof navigatorValue;
    await expect(saved.sites[0]!.icon_uri).toBeNull();
  },
};

/** Never saved: the page heading is required, a new site needs a name and an address. */
export const NewAndEmpty: Story = {
  args: { value: EMPTY_OPS.navigator },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add site' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Address/ }), 'www.example.cn');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      (await canvas.findAllByText('Enter a link starting with http://, https:// or /')).length,
    ).toBeGreaterThan(0);
    await expect((await canvas.findAllByText('This is a required field')).length).toBe(2);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
