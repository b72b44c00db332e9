import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DraftMenu, TemplateMenu } from './ArticleEditorMenus';
import { NOW } from './fixtures';

const onRestore = fn().mockName('restore');
const onDiscard = fn().mockName('discard');

const meta = {
  title: 'Content/ArticleEditorMenus',
  component: TemplateMenu,
  args: {
    templates: [
      { id: 'morning-brief', name: 'Morning brief', is_default: true },
      { id: 'weekly', name: 'Weekly outlook', is_default: false },
    ],
    onLoad: fn(),
    onSave: fn(),
  },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, paddingTop: 240 }}>
      <DraftMenu
        draft={{ title: 'LPR draft', savedAt: NOW }}
        onRestore={onRestore}
        onDiscard={onDiscard}
      />
      <TemplateMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof TemplateMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The template menu: load one into the body. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Templates' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Load “Weekly outlook”' }));
    await expect(args.onLoad).toHaveBeenCalledWith({
      id: 'weekly',
      name: 'Weekly outlook',
      is_default: false,
    });
  },
};

/** Save the body as a template: a name is required. */
export const SaveTemplate: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Templates' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save body as template…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save body as template…' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText('This is a required field')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Template name/ }),
      'Evening wrap',
    );
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Load automatically in new articles' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('Evening wrap', true));
  },
};

/** The draft menu: restore or discard the local draft. */
export const Drafts: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Drafts' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitem', {
          name: /Restore local draft · Local draft of 11\/22 10:00:00/,
        }),
      ).toBeVisible(),
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Discard local draft' }));
    await expect(onDiscard).toHaveBeenCalledOnce();
  },
};
