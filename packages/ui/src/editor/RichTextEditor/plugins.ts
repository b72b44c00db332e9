import {
  BlockquotePlugin,
  BoldPlugin,
  CodePlugin,
  H1Plugin,
  H2Plugin,
  H3Plugin,
  HorizontalRulePlugin,
  ItalicPlugin,
  StrikethroughPlugin,
  UnderlinePlugin,
} from '@platejs/basic-nodes/react';
import { CodeBlockPlugin, CodeLinePlugin } from '@platejs/code-block/react';
import { IndentPlugin } from '@platejs/indent/react';
import { LinkPlugin } from '@platejs/link/react';
import { ListPlugin } from '@platejs/list/react';
import { ImagePlugin } from '@platejs/media/react';
import {
  TableCellHeaderPlugin,
  TableCellPlugin,
  TablePlugin,
  TableRowPlugin,
} from '@platejs/table/react';
import { KEYS } from 'platejs';
import { createPlatePlugin } from 'platejs/react';
import { cleanPastedHtml } from '../../utils/sanitize';
import {
  CodeBlockElement,
  CodeLineElement,
  HrElement,
  ImageElement,
  LinkElement,
  TableCellElement,
  TableElement,
  TableHeaderCellElement,
  TableRowElement,
} from './RichTextEditorElements';

/**
 * Pasted HTML (Word, web pages, Google Docs) is cleaned by the one sanitizer before Plate's HTML
 * deserializer sees it: the clipboard is wrapped so `text/html` answers the cleaned markup.
 */
export const PasteCleanupPlugin = createPlatePlugin({ key: 'pasteCleanup' }).overrideEditor(
  ({ tf: { insertData } }) => ({
    transforms: {
      insertData(data: DataTransfer) {
        const html = data.getData('text/html');
        if (!html) return insertData(data);
        const cleaned = cleanPastedHtml(html);
        const wrapped = new Proxy(data, {
          get(target, prop) {
            if (prop === 'getData') {
              return (format: string) =>
                format === 'text/html' ? cleaned : target.getData(format);
            }
            const value: unknown = Reflect.get(target, prop, target);
            return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
          },
        });
        return insertData(wrapped);
      },
    },
  }),
);

const blockTargets = [KEYS.p, KEYS.h1, KEYS.h2, KEYS.h3, KEYS.blockquote];

/**
 * Tab and Shift+Tab move the focus to the next or previous field, as in any form, except where they
 * mean something inside the body: nesting a list item, indenting lines of code, moving between table
 * cells. Plate's indent plugin otherwise indented whatever block held the caret, so Tab never left
 * the body once Slate had the caret (a keyboard trap) and left it only when it came before Slate had
 * read the click's selection: the RichTextField story's "no blur" flake.
 */
export const TabMovesFocusPlugin = createPlatePlugin({ key: 'tabMovesFocus' }).overrideEditor(
  ({ editor, tf: { tab } }) => ({
    transforms: {
      tab(options) {
        const keeps = new Set([
          editor.getType(KEYS.codeLine),
          editor.getType(KEYS.td),
          editor.getType(KEYS.th),
        ]);
        const meaningful = editor.api.some({
          match: (node) =>
            'listStyleType' in node || ('type' in node && keeps.has(node.type as string)),
        });
        // false: not handled, so the browser moves the focus.
        return meaningful ? tab(options) : false;
      },
    },
  }),
);

/** Every plugin of the article body, with the house element components. */
export const editorPlugins = [
  BoldPlugin.configure({ shortcuts: { toggle: { keys: 'mod+b' } } }),
  ItalicPlugin.configure({ shortcuts: { toggle: { keys: 'mod+i' } } }),
  UnderlinePlugin.configure({ shortcuts: { toggle: { keys: 'mod+u' } } }),
  StrikethroughPlugin.configure({ shortcuts: { toggle: { keys: 'mod+shift+x' } } }),
  CodePlugin.configure({ shortcuts: { toggle: { keys: 'mod+e' } } }),
  H1Plugin,
  H2Plugin,
  H3Plugin,
  BlockquotePlugin,
  HorizontalRulePlugin.withComponent(HrElement),
  CodeBlockPlugin.withComponent(CodeBlockElement),
  CodeLinePlugin.withComponent(CodeLineElement),
  IndentPlugin.configure({ inject: { targetPlugins: blockTargets } }),
  ListPlugin.configure({ inject: { targetPlugins: blockTargets } }),
  LinkPlugin.withComponent(LinkElement),
  ImagePlugin.withComponent(ImageElement).extend({
    // Keep the alt text (the stock deserializer reads only the source).
    parsers: {
      html: {
        deserializer: {
          rules: [{ validNodeName: 'IMG' }],
          parse: ({ element, type }) => ({
            type,
            url: element.getAttribute('src'),
            alt: element.getAttribute('alt') ?? '',
          }),
        },
      },
    },
  }),
  TablePlugin.withComponent(TableElement),
  TableRowPlugin.withComponent(TableRowElement),
  TableCellPlugin.withComponent(TableCellElement),
  TableCellHeaderPlugin.withComponent(TableHeaderCellElement),
  PasteCleanupPlugin,
  // Last: it wraps the Tab of the plugins above (indent, list, code block, table).
  TabMovesFocusPlugin,
];
