import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JsonView, type JsonViewProps } from './JsonView';

const slogan = JSON.stringify(
  { slogans: ['专业、及时、可信的财经内容', '让每一条资讯都经得起推敲'], rotate: true },
  null,
  2,
);

/** Controlled in the story as the key-value editor holds it. */
function Controlled(props: JsonViewProps) {
  const [text, setText] = useState(props.value);
  return (
    <JsonView
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Editors/JsonView',
  component: JsonView,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: { label: 'Value (JSON)', value: slogan, onChange: fn(), height: '200px' },
  parameters: {
    docs: {
      description: {
        component:
          "A raw JSON editor (CodeMirror, JSON highlighting, a syntax linter in the gutter) for the key-value editor's text view. The problems of the text (parse errors, schema failures) come from the caller and are listed under the editor for everyone, screen readers included; the editor is then `aria-invalid` and described by them.",
      },
    },
  },
} satisfies Meta<typeof JsonView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Value (JSON)' });
    await expect(editor).toHaveTextContent('"rotate": true');
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}{End}{/Control} ');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
  },
};

/**
 * The caller's problems under the editor (here a schema failure of valid JSON, so the editor's own
 * syntax linter has nothing to add); the editor is marked invalid and described by them.
 */
export const WithProblems: Story = {
  args: {
    value: '{ "slogans": "one slogan", "rotate": true }',
    problems: ['slogans: must be a list of texts'],
    problemsTitle: 'Json schema validation failed',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Json schema validation failed');
    await expect(alert).toHaveTextContent('must be a list of texts');
    const editor = canvas.getByRole('textbox', { name: 'Value (JSON)' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(/must be a list of texts/);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Value (JSON)' });
    await expect(editor).toHaveAttribute('contenteditable', 'false');
  },
};
