import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tagRows } from './fixtures';
import { TagForm } from './TagForm';
import { emptyTagForm, tagFormOf, type TagFormValue } from './tagForm';

const meta = {
  title: 'Content/TagForm',
  component: TagForm,
  args: { value: tagFormOf(tagRows[0]!), onChange: fn(), onSubmit: fn(), onCancel: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<TagFormValue>(args.value);
    return (
      <TagForm
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A tag’s fields (content §3): name, topic flag, category, description, cover and image, hot words (split on spaces), alias, symbol. "Please input title first" when the name is missing; the server’s "Repeat Tag" through `serverErrors`.',
      },
    },
  },
} satisfies Meta<typeof TagForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Bad input: the spec's message next to the field, nothing submitted.
    await expect(canvas.getByText('Please input title first')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(name, 'Macro policy');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hot words' }), 'GDP M2{Enter}');
    await userEvent.click(canvas.getByRole('radio', { name: 'Industry' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Macro policy',
        category: 'industry',
        hot_words: ['CPI', 'PMI', 'GDP', 'M2'],
      }),
    );
  },
};

export const Create: Story = {
  args: { value: emptyTagForm('company'), mode: 'create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Company' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeVisible();
  },
};

export const RepeatTag: Story = {
  args: { serverErrors: { name: 'Repeat Tag' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Repeat Tag')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LongTextChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    value: {
      ...tagFormOf(tagRows[0]!),
      name: '中国人民银行货币政策委员会季度例会',
      description:
        '汇总央行货币政策委员会季度例会的新闻稿、解读与市场反应，包括对经济形势、物价走势、信贷投放与汇率政策的判断以及后续政策取向。',
      hot_words: ['降准', '降息', '逆回购', '中期借贷便利'],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('逆回购')).toBeVisible();
  },
};
