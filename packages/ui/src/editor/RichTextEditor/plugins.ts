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
];
