import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { coverSrc, portraitAltSrc, portraitSrc } from '../../feedback/storyImages';
import { CoverSlides, type CoverSlide, type CoverSlidesProps } from './CoverSlides';

const slides: CoverSlide[] = [
  { uri: 'u-a.png', url: coverSrc },
  { uri: 'u-b.png', url: portraitSrc },
  { uri: 'u-c.png', url: portraitAltSrc },
];

function Controlled(args: CoverSlidesProps) {
  const [value, setValue] = useState<readonly CoverSlide[]>(args.value);
  return (
    <CoverSlides
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Content/CoverSlides',
  component: CoverSlides,
  args: {
    label: 'Cover slides',
    value: slides,
    onChange: fn(),
    onUpload: fn(async (file: File) => ({ key: `u-${file.name}`, url: coverSrc })),
    onUploadError: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoverSlides>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reordered with the buttons (keyboard reachable), each move announced. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move slide 1 later' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([slides[1], slides[0], slides[2]]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Slide 1 moved to position 2');
    await expect(canvas.getByRole('button', { name: 'Move slide 3 later' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.upload(canvas.getByLabelText('Add slides', { selector: 'input' }), [
      new File(['1'], 'one.png', { type: 'image/png' }),
      new File(['2'], 'two.png', { type: 'image/png' }),
    ]);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { uri: 'u-one.png', url: coverSrc },
        { uri: 'u-two.png', url: coverSrc },
      ]),
    );
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
};

/** The upload failed: nothing is added and the caller hears of it. */
export const UploadFails: Story = {
  args: {
    value: slides.slice(0, 1),
    onUpload: fn(async (file: File): Promise<{ key: string; url: string }> => {
      throw new Error(`upload failed: ${file.name}`);
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Add slides', { selector: 'input' }),
      new File(['x'], 'x.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(args.onUploadError).toHaveBeenCalled());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};
