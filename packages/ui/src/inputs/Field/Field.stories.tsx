import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ControlFrame, BareInput } from '../shared/control.styles';
import { Field } from './Field';
import { useField } from './useField';

/** A custom control framed by Field: a number of readers, with hint, message and counter. */
function ReaderQuota({ required, limit }: { required?: boolean; limit?: number }) {
  const [text, setText] = useState('120');
  const invalid = !/^\d*$/.test(text);
  const ids = useField({ hasHint: true, hasMessage: invalid, hasCounter: limit !== undefined });
  return (
    <Field
      label="Free readers per day"
      required={required}
      hint="How many readers may open the article without paying."
      message={invalid ? 'Error data format' : undefined}
      counter={limit !== undefined ? { length: text.length, limit } : undefined}
      ids={ids}
    >
      <ControlFrame data-invalid={invalid || undefined}>
        <BareInput
          id={ids.controlId}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
          required={required}
        />
      </ControlFrame>
    </Field>
  );
}

const meta = {
  title: 'Inputs/Field',
  component: ReaderQuota,
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReaderQuota>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Free readers per day' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'How many readers may open the article without paying.',
    );
    await userEvent.type(input, 'x');
    // The message joins the description, before the hint.
    await expect(input).toHaveAccessibleDescription(
      'Error data format How many readers may open the article without paying.',
    );
  },
};

export const WithCounter: Story = {
  args: { limit: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '000');
    await expect(canvas.getByText('6/4')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('6 of 4 characters'));
  },
};
