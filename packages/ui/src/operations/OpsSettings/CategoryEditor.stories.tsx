import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CategoryEditor } from './CategoryEditor';
import { categoryValue } from './fixtures';

const meta = {
  title: 'Operations/CategoryEditor',
  component: CategoryEditor,
  args: {
    value: categoryValue,
    onSave: fn(async () => []),
    onDirtyChange: fn(),
  },
  parameters: { testViewport: { width: 1100, height: 1200 } },
} satisfies Meta<typeof CategoryEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both levels reorder by keyboard; the first-level order and each level's order are saved. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Move Global macro up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('Global macro moved to position 1 of 2'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move Global macro down' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Move Industry up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as typeof categoryValue;
    await expect(saved.categories.map((c) => c.id)).toEqual(['industry', 'macro']);
    await expect(saved.categories[1]!.children.map((c) => c.id)).toEqual([
      'macro-global',
      'macro-china',
    ]);
  },
};

/** A second category of the same name (whatever its case and spaces) is refused at its field. */
export const DuplicateName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add category' }));
    const names = canvas.getAllByRole('textbox', { name: /^Name/ });
    await userEvent.type(names[names.length - 1]!, 'industry');
    await userEvent.click(canvas.getByRole('button', { name: 'Add sub-category to industry' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('This name is already used at this level')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
