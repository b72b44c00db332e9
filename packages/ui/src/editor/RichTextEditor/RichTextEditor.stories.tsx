import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { coverSrc } from '../../feedback/storyImages';
import { Button } from '../../primitives/Button';
import { RichTextEditor } from './RichTextEditor';

const SAMPLE = [
  '<h2>Markets</h2>',
  '<p>The one-year LPR stays at <strong>3.45%</strong>; the five-year rate at <em>3.95%</em>.</p>',
  '<ul><li>Bond yields eased</li><li>The yuan held steady</li></ul>',
  '<blockquote>Policy stays accommodative.</blockquote>',
].join('');

const meta = {
  title: 'Editor/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'Body',
    onChange: fn(),
    onWordCountChange: fn(),
    onUpload: fn(async (file: File) => ({ url: coverSrc, name: file.name })),
    onUploadError: fn(),
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editorOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Body' });

/**
 * Clicks into the editor and makes sure the caret is at the end of its text: a synthetic click does
 * not always move the browser's selection, so it is placed explicitly, then Slate syncs it.
 */
async function focusEditor(editor: HTMLElement) {
  await userEvent.click(editor);
  const leaves = editor.querySelectorAll('[data-slate-string], [data-slate-zero-width]');
  const leaf = leaves[leaves.length - 1];
  const text = leaf?.firstChild ?? leaf;
  if (text) {
    const range = document.createRange();
    range.setStart(text, text.textContent?.length ?? 0);
    range.collapse(true);
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
  editor.focus();
  await waitFor(() => expect(editor).toHaveFocus());
  // Slate reads the DOM selection on selectionchange, throttled to 100 ms.
  await new Promise((r) => setTimeout(r, 200));
}

/** Marks: the toggle is pressed while typing and the HTML carries the tag. */
export const Default: Story = {
  args: { defaultValue: SAMPLE },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await focusEditor(editor);
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Heading 3' }));
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.type(editor, 'Rates', { skipClick: true });
    await userEvent.click(bold);
    await userEvent.click(canvas.getByRole('button', { name: 'Italic' }));
    await userEvent.type(editor, ' unchanged', { skipClick: true });
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<h3>Policy stays accommodative.<strong>Rates</strong><em> unchanged</em></h3>',
        ),
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Heading 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Bulleted and numbered lists from the toolbar, serialised as ul/ol. */
export const Lists: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await focusEditor(editor);
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await userEvent.type(editor, 'Bonds{Enter}Stocks{Enter}{Enter}', { skipClick: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await userEvent.type(editor, 'First step', { skipClick: true });
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<ul><li>Bonds</li><li>Stocks</li></ul><ol><li>First step</li></ol>',
      ),
    );
    // The caret is in the numbered item: its button shows pressed, the bulleted one not.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Numbered list' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(within(editor).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Puts the caret at the end of the text of one block of the editor, then lets Slate read it. */
async function caretAtEndOf(block: HTMLElement) {
  const leaves = block.querySelectorAll('[data-slate-string]');
  const text = leaves[leaves.length - 1]?.firstChild;
  if (!text) throw new Error('the block has no text');
  const range = document.createRange();
  range.setStart(text, text.textContent?.length ?? 0);
  range.collapse(true);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}

/**
 * Tab in a paragraph moves on to the next field, as in any form (the body never traps the
 * keyboard); in a list item it nests the item and Shift+Tab takes it back out. In code and in a
 * table, Tab keeps its editing meaning too.
 */
export const TabKey: Story = {
  args: { defaultValue: '<p>Rates on hold</p><ul><li>Bonds</li><li>Stocks</li></ul>' },
  render: (args) => (
    <>
      <RichTextEditor {...args} />
      <label>
        Next field <input />
      </label>
    </>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    const bulleted = canvas.getByRole('button', { name: 'Bulleted list' });
    await userEvent.click(editor);
    // The caret in the last item: Slate has read it once the list button shows pressed.
    const items = within(editor).getAllByRole('listitem');
    await caretAtEndOf(items[1]!);
    await waitFor(() => expect(bulleted).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.tab();
    await expect(editor).toHaveFocus();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/<li>Bonds<ul><li>Stocks<\/li><\/ul><\/li>/),
      ),
    );
    await userEvent.tab({ shift: true });
    await expect(editor).toHaveFocus();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p>Rates on hold</p><ul><li>Bonds</li><li>Stocks</li></ul>',
      ),
    );
    // The caret in the paragraph: Tab leaves the body, which stays as it was.
    await caretAtEndOf(
      within(editor)
        .getByText('Rates on hold')
        .closest<HTMLElement>('[data-slate-node="element"]')!,
    );
    await waitFor(() => expect(bulleted).toHaveAttribute('aria-pressed', 'false'));
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Next field' })).toHaveFocus();
    await expect((args.onChange as ReturnType<typeof fn>).mock.calls).toHaveLength(calls);
  },
};

/** A link from the toolbar: an unsafe address is refused, a valid one becomes an anchor. */
export const Link: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await focusEditor(editor);
    await userEvent.type(editor, 'Source: ', { skipClick: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const url = canvas.getByRole('textbox', { name: 'Link address' });
    await userEvent.type(url, 'javascript:alert(1){Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter an address starting with http://, https:// or mailto:',
    );
    await userEvent.clear(url);
    await userEvent.type(url, 'https://www.pbc.gov.cn/{Enter}');
    const link = await within(editor).findByRole('link', { name: 'https://www.pbc.gov.cn/' });
    await expect(link).toHaveAttribute('href', 'https://www.pbc.gov.cn/');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/^<p>Source: <a href="https:\/\/www\.pbc\.gov\.cn\/"/),
      ),
    );
  },
};

/** Insert a 3×3 table, type in its first cell. */
export const Table: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await focusEditor(editor);
    await userEvent.click(canvas.getByRole('button', { name: 'Insert table' }));
    const table = await within(editor).findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getAllByRole('cell')).toHaveLength(9);
    await userEvent.type(editor, 'Rate', { skipClick: true });
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<table><tbody><tr><td><p>Rate</p></td><td><p></p></td>'),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Horizontal rule' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('<hr>')),
    );
  },
};

const WORD_CLIPBOARD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{font-family:Calibri}</style></head><body>
<!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]-->
<p class="MsoNormal" style="margin:0"><b><span style="font-size:14pt;color:red">Quarterly outlook</span></b><o:p></o:p></p>
<p class="MsoListParagraph" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span>&nbsp;</span></span>Rates on hold</p>
<p class="MsoListParagraph" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span>&nbsp;</span></span>Credit growth slows</p>
<script>alert('x')</script>
</body></html>`;

/** Pasting from Word: styles, classes, comments and scripts go; bold and the list stay. */
export const PasteFromWord: Story = {
  play: async ({ args, canvasElement }) => {
    const editor = editorOf(canvasElement);
    await focusEditor(editor);
    const data = new DataTransfer();
    data.setData('text/html', WORD_CLIPBOARD);
    data.setData('text/plain', 'Quarterly outlook\nRates on hold\nCredit growth slows');
    // Chromium delivers a rich paste to the editor as a beforeinput event.
    editor.dispatchEvent(
      new InputEvent('beforeinput', {
        inputType: 'insertFromPaste',
        dataTransfer: data,
        bubbles: true,
        cancelable: true,
      }),
    );
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p><strong>Quarterly outlook</strong></p><ul><li>Rates on hold</li><li>Credit growth slows</li></ul>',
      ),
    );
    await expect(editor.querySelector('[style*="color"]')).toBeNull();
    await expect(within(editor).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The word count follows the server's rule: one per CJK character, one per other word. */
export const WordCount: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '正文' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: '正文' });
    await expect(canvas.getByText('0 字')).toBeVisible();
    await focusEditor(editor);
    await userEvent.type(editor, '央行维持利率 LPR at 3.45', { skipClick: true });
    await waitFor(() => expect(canvas.getByText('10 字')).toBeVisible());
    await expect(args.onWordCountChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByRole('toolbar', { name: '格式' })).toBeVisible();
  },
};

/** Images go through `onUpload` (the app's media upload) and land in the body. */
export const ImageUpload: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await focusEditor(editor);
    const input = canvas.getByLabelText('Insert image', { selector: 'input' });
    await userEvent.upload(input, new File(['png'], 'chart.png', { type: 'image/png' }));
    await expect(args.onUpload).toHaveBeenCalledWith(expect.any(File), 'image');
    await expect(await within(editor).findByRole('img', { name: 'chart.png' })).toBeVisible();
    const attachment = canvas.getByLabelText('Insert attachment', { selector: 'input' });
    await userEvent.upload(attachment, new File(['pdf'], 'lpr.pdf', { type: 'application/pdf' }));
    await expect(await within(editor).findByRole('link', { name: 'lpr.pdf' })).toBeVisible();
  },
};

/** The toolbar is one tab stop; arrow keys move between its buttons. */
export const KeyboardToolbar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    const first = within(toolbar).getByRole('button', { name: 'Undo' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: 'Redo' })).toHaveFocus(),
    );
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: 'Horizontal rule' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(first).toHaveFocus());
    const tabStops = within(toolbar)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    await expect(tabStops).toHaveLength(1);
  },
};

/** Controlled: a value from outside (a template) replaces the document. */
export const Controlled: Story = {
  render: function Render(args) {
    const [html, setHtml] = useState('<p>Draft</p>');
    return (
      <div>
        <Button onClick={() => setHtml('<h2>Template</h2><p>Loaded</p>')}>Load template</Button>
        <RichTextEditor
          {...args}
          value={html}
          onChange={(next) => {
            setHtml(next);
            args.onChange?.(next);
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await expect(editor).toHaveTextContent('Draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Load template' }));
    await expect(await within(editor).findByRole('heading', { name: 'Template' })).toBeVisible();
    await expect(editor).not.toHaveTextContent('Draft');
  },
};
