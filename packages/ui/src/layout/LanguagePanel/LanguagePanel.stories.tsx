import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../foundations/preferences';
import { LanguagePanel } from './LanguagePanel';

const meta = {
  title: 'Layout/LanguagePanel',
  component: LanguagePanel,
  args: { value: 'zh-CN', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [value, setValue] = useState<Locale | undefined>(args.value);
    return (
      <LanguagePanel
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '简体中文' })).toBeChecked();
    await userEvent.click(canvas.getByText('English'));
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
  },
};

export const AllLocales: Story = {
  args: { locales: ['en', 'fr', 'es', 'es-MX', 'de', 'zh-CN'], value: 'es-MX' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
    await userEvent.click(canvas.getByText('Deutsch'));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('es-MX');
  },
};
