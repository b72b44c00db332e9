import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PromptTemplateForm } from './PromptTemplateForm';

const meta = {
  title: 'AI/PromptTemplateForm',
  component: PromptTemplateForm,
  tags: ['autodocs'],
  args: {
    label: 'New prompt template',
    onSubmit: fn(() => Promise.resolve()).mockName('onSubmit'),
    onCancel: fn().mockName('onCancel'),
  },
  parameters: {
    testViewport: { width: 760, height: 900 },
    docs: {
      description: {
        component:
          'A prompt template of AI content (operations §3: name, model, system prompt, user prompt template, common prompts). `{{variables}}` are listed as they are typed; common prompts are one a line. `onSubmit` rejects to keep what was typed.',
      },
    },
  },
} satisfies Meta<typeof PromptTemplateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new template: its variables appear as the template is typed, then it is saved. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Market brief');
    await userEvent.click(canvas.getByRole('textbox', { name: /^User prompt template/ }));
    await userEvent.paste('Write about {{topic}} for {{ audience }}.');
    await expect(await canvas.findByText('topic')).toBeVisible();
    await expect(canvas.getByText('audience')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: /^Common prompts/ }));
    await userEvent.paste('Keep it neutral\n\nUnder 300 words');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Market brief',
        model: '',
        system_prompt: '',
        user_prompt_template: 'Write about {{topic}} for {{ audience }}.',
        common_prompts: ['Keep it neutral', 'Under 300 words'],
      }),
    );
  },
};

/** An existing template, as the edit dialog opens it. */
export const Editing: Story = {
  args: {
    label: 'Edit 市场快讯',
    defaultValues: {
      name: '市场快讯',
      model: 'gpt-4o-mini',
      system_prompt: '你是一名严谨的财经编辑，只陈述可核实的事实，不做投资建议。',
      user_prompt_template: '请就{{topic}}写一篇约{{words}}字的市场快讯，重点说明{{focus}}。',
      common_prompts: ['语气客观中立', '结尾附上一句风险提示'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('words')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Model/ })).toHaveValue('gpt-4o-mini');
  },
};

/** Bad input is said by the field and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Model/ }), 'gpt 4');
    await userEvent.click(canvas.getByRole('textbox', { name: /^User prompt template/ }));
    await userEvent.paste('About {{topic} today');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Variables are written {{name}}')).toBeVisible();
    await expect(canvas.getByText('Letters, digits and . _ : / @ - only')).toBeVisible();
    await expect(canvas.getAllByText('This is a required field').length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
