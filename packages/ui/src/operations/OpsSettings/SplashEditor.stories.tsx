import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { coverSrc } from '../../feedback/storyImages';
import { EMPTY_OPS, type OpsFieldIssue } from './types';
import { OPS_NOW, pngFile, splashValue } from './fixtures';
import { SplashEditor } from './SplashEditor';

const meta = {
  title: 'Operations/SplashEditor',
  component: SplashEditor,
  args: {
    value: splashValue,
    now: OPS_NOW,
    onSave: fn(async (): Promise<readonly OpsFieldIssue[]> => []),
    onUploadImage: fn(async () => ({ key: 'u-new.png', url: coverSrc })),
    onUploadError: fn(),
    onDirtyChange: fn(),
  },
  parameters: { testViewport: { width: 1100, height: 1400 } },
} satisfies Meta<typeof SplashEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The splash screens with the phone preview; Move down by keyboard keeps the focus and says where it went. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'How it looks in the app' })).toBeVisible();
    const down = canvas.getByRole('button', { name: 'Move 2026 春季策略会 down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('2026 春季策略会 moved to position 2 of 2'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move 2026 春季策略会 up' })).toHaveFocus(),
    );
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as typeof splashValue;
    await expect(saved.items.map((it) => it.id)).toEqual(['default', 'spring-forum']);
  },
};

/** Never saved: a new splash screen must have a title, an image and an end after its start. */
export const NewAndEmpty: Story = {
  args: { value: EMPTY_OPS.splash },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing to show yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add splash screen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await canvas.findAllByText('This is a required field')).length).toBeGreaterThan(
      0,
    );
    await expect((await canvas.findAllByText('Please select your file')).length).toBeGreaterThan(0);
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.upload(canvas.getByLabelText('Image: Upload image'), pngFile());
    await waitFor(() => expect(args.onUploadImage).toHaveBeenCalled());
    await expect(await canvas.findByRole('button', { name: 'Replace image' })).toBeVisible();
  },
};

/** A failed upload says "Uploading failed" and keeps the image there was. */
export const UploadFails: Story = {
  args: { onUploadImage: fn(async () => Promise.reject(new Error('network'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [input] = canvas.getAllByLabelText('Image: Upload image');
    await userEvent.upload(input!, pngFile());
    await expect(await canvas.findByText('Uploading failed')).toBeVisible();
    await expect(args.onUploadError).toHaveBeenCalled();
    await expect(canvas.getAllByRole('button', { name: 'Replace image' })).toHaveLength(2);
  },
};

/** The server's field issues show at their fields and the form keeps what was typed. */
export const RefusedByServer: Story = {
  args: {
    onSave: fn(async () => [
      { path: 'items.0.end_at', message: 'The end must be after the start' },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [title] = canvas.getAllByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title!);
    await userEvent.type(title!, 'Spring forum');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The end must be after the start')).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(title).toHaveValue('Spring forum');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};
