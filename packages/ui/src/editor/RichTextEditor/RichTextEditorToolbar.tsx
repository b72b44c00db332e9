import { upsertLink, unwrapLink } from '@platejs/link';
import { someList, toggleList } from '@platejs/list';
import { TablePlugin } from '@platejs/table/react';
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Paperclip,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Table,
  Underline,
  Undo2,
} from 'lucide-react';
import { KEYS, type TElement } from 'platejs';
import { useEditorRef, useEditorSelection, useEditorVersion } from 'platejs/react';
import { Fragment, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Button } from '../../primitives/Button';
import type { MessageKey } from '../../foundations/i18n/messages';
import { IconButton } from '../../primitives/IconButton';
import { LinkForm, Separator, ToolbarRoot } from './RichTextEditor.styles';
import type { UploadKind, UploadedMedia } from './RichTextEditor';

type Mark = 'bold' | 'italic' | 'underline' | 'strikethrough' | 'code';
type Block = 'h1' | 'h2' | 'h3' | 'blockquote' | 'code_block';

const SAFE_URL = /^(https?:\/\/|mailto:)\S+$/i;

export interface RichTextEditorToolbarProps {
  /**
   * Uploads a file chosen with the image or attachment button and resolves with what to insert;
   * without it both buttons are disabled.
   */
  onUpload?: ((file: File, kind: UploadKind) => Promise<UploadedMedia>) | undefined;
  /** Called with the error when an upload fails (the caller reports it, e.g. in a toast). */
  onUploadError?: ((error: unknown) => void) | undefined;
}

/**
 * The formatting toolbar: one tab stop (arrow keys, Home and End move between buttons), toggle
 * buttons announce `aria-pressed`, every button has a label.
 */
export function RichTextEditorToolbar({ onUpload, onUploadError }: RichTextEditorToolbarProps) {
  const { t } = useTranslation();
  const editor = useEditorRef();
  const rootRef = useRef<HTMLDivElement>(null);
  const imageInputId = useId();
  const fileInputId = useId();
  const pick = (id: string) => document.getElementById(id)?.click();
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState(false);
  const [uploading, setUploading] = useState(false);
  const linkErrorId = useId();

  // Re-render on every change of the document or the selection, then read the state directly.
  useEditorVersion();
  useEditorSelection();
  const activeMarks = (editor.api.marks() ?? {}) as Partial<Record<Mark, boolean>>;
  const blockType = editor.api.above({ match: { type: KEYS.codeBlock } })
    ? 'code_block'
    : ((editor.api.block()?.[0] as TElement | undefined)?.type ?? 'p');
  const listType = someList(editor, 'disc') ? 'disc' : someList(editor, 'decimal') ? 'decimal' : '';
  const inLink = !!editor.api.above({ match: { type: KEYS.link } });

  const markOn = (mark: Mark) => !!activeMarks[mark];

  const toggleMark = (mark: Mark) => {
    editor.tf.toggleMark(mark);
    editor.tf.focus();
  };
  const toggleBlock = (type: Block) => {
    if (type === 'code_block') editor.tf.toggleBlock(KEYS.codeBlock);
    else editor.tf.toggleBlock(type);
    editor.tf.focus();
  };
  const list = (listStyleType: 'disc' | 'decimal') => {
    toggleList(editor, { listStyleType });
    editor.tf.focus();
  };
  const insertHr = () => {
    editor.tf.insertNodes([
      { type: KEYS.hr, children: [{ text: '' }] },
      { type: KEYS.p, children: [{ text: '' }] },
    ]);
    editor.tf.focus();
  };
  const insertTable = () => {
    editor.getTransforms(TablePlugin).insert.table({ rowCount: 3, colCount: 3 }, { select: true });
    editor.tf.focus();
  };

  const openLink = () => {
    const current = editor.api.above<TElement & { url?: string }>({ match: { type: KEYS.link } });
    setLinkUrl(current?.[0].url ?? '');
    setLinkError(false);
    setLinkOpen(true);
  };
  const applyLink = () => {
    const url = linkUrl.trim();
    if (!SAFE_URL.test(url)) {
      setLinkError(true);
      return;
    }
    editor.tf.focus();
    upsertLink(editor, { url, ...(editor.api.isCollapsed() && !inLink ? { text: url } : {}) });
    setLinkOpen(false);
  };
  const removeLink = () => {
    editor.tf.focus();
    unwrapLink(editor);
    setLinkOpen(false);
  };

  const upload = async (file: File, kind: UploadKind) => {
    if (!onUpload) return;
    setUploading(true);
    try {
      const media = await onUpload(file, kind);
      editor.tf.focus();
      if (kind === 'image') {
        editor.tf.insertNodes([
          {
            type: KEYS.img,
            url: media.url,
            alt: media.name ?? file.name,
            children: [{ text: '' }],
          },
          { type: KEYS.p, children: [{ text: '' }] },
        ]);
      } else {
        editor.tf.insertNodes({
          type: KEYS.p,
          children: [
            { type: KEYS.link, url: media.url, children: [{ text: media.name ?? file.name }] },
          ],
        });
      }
    } catch (e) {
      onUploadError?.(e);
    } finally {
      setUploading(false);
    }
  };

  // Roving tab index over the toolbar's buttons.
  const buttons = () => [
    ...(rootRef.current?.querySelectorAll<HTMLButtonElement>('[data-toolbar-item]') ?? []),
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = buttons();
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    setFocusIndex(next);
    items[next]?.focus();
  };

  interface Item {
    key: string;
    label: MessageKey;
    icon: ReactNode;
    onClick: () => void;
    pressed?: boolean;
    disabled?: boolean;
  }
  const groups: Item[][] = [
    [
      { key: 'undo', label: 'rte-undo', icon: <Undo2 aria-hidden />, onClick: () => editor.undo() },
      { key: 'redo', label: 'rte-redo', icon: <Redo2 aria-hidden />, onClick: () => editor.redo() },
    ],
    (['h1', 'h2', 'h3'] as const).map((h) => ({
      key: h,
      label: `rte-${h}` as const,
      icon: {
        h1: <Heading1 aria-hidden />,
        h2: <Heading2 aria-hidden />,
        h3: <Heading3 aria-hidden />,
      }[h],
      onClick: () => toggleBlock(h),
      pressed: blockType === h,
    })),
    (
      [
        ['bold', 'rte-bold', <Bold aria-hidden key="b" />],
        ['italic', 'rte-italic', <Italic aria-hidden key="i" />],
        ['underline', 'rte-underline', <Underline aria-hidden key="u" />],
        ['strikethrough', 'rte-strikethrough', <Strikethrough aria-hidden key="s" />],
        ['code', 'rte-code', <Code aria-hidden key="c" />],
      ] as const
    ).map(([mark, label, icon]) => ({
      key: mark,
      label,
      icon,
      onClick: () => toggleMark(mark),
      pressed: markOn(mark),
    })),
    [
      {
        key: 'quote',
        label: 'rte-quote',
        icon: <Quote aria-hidden />,
        onClick: () => toggleBlock('blockquote'),
        pressed: blockType === 'blockquote',
      },
      {
        key: 'code-block',
        label: 'rte-code-block',
        icon: <SquareCode aria-hidden />,
        onClick: () => toggleBlock('code_block'),
        pressed: blockType === 'code_block',
      },
      {
        key: 'ul',
        label: 'rte-bulleted-list',
        icon: <List aria-hidden />,
        onClick: () => list('disc'),
        pressed: listType === 'disc',
      },
      {
        key: 'ol',
        label: 'rte-numbered-list',
        icon: <ListOrdered aria-hidden />,
        onClick: () => list('decimal'),
        pressed: listType === 'decimal',
      },
    ],
    [
      {
        key: 'link',
        label: 'rte-link',
        icon: <Link2 aria-hidden />,
        onClick: openLink,
        pressed: inLink || linkOpen,
      },
      {
        key: 'image',
        label: 'rte-image',
        icon: <ImagePlus aria-hidden />,
        onClick: () => pick(imageInputId),
        disabled: !onUpload || uploading,
      },
      {
        key: 'attachment',
        label: 'rte-attachment',
        icon: <Paperclip aria-hidden />,
        onClick: () => pick(fileInputId),
        disabled: !onUpload || uploading,
      },
      { key: 'table', label: 'rte-table', icon: <Table aria-hidden />, onClick: insertTable },
      { key: 'hr', label: 'rte-hr', icon: <Minus aria-hidden />, onClick: insertHr },
    ],
  ];
  const offsets = groups.map((_, g) =>
    groups.slice(0, g).reduce((n, items) => n + items.length, 0),
  );

  return (
    <>
      <ToolbarRoot role="toolbar" aria-label={t('rte-toolbar')} ref={rootRef} onKeyDown={onKeyDown}>
        {groups.map((items, g) => (
          <Fragment key={g}>
            {g > 0 && <Separator aria-hidden />}
            {items.map((it, i) => {
              const position = offsets[g]! + i;
              return (
                <IconButton
                  key={it.key}
                  data-toolbar-item
                  size="sm"
                  label={t(it.label)}
                  title={t(it.label)}
                  icon={it.icon}
                  pressed={it.pressed}
                  disabled={it.disabled}
                  tabIndex={position === focusIndex ? 0 : -1}
                  onFocus={() => setFocusIndex(position)}
                  // Keep the editor's selection: the button never takes it on mouse down.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={it.onClick}
                />
              );
            })}
          </Fragment>
        ))}
        {uploading && <span role="status">{t('rte-uploading')}</span>}
        <input
          id={imageInputId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          aria-label={t('rte-image')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file, 'image');
          }}
        />
        <input
          id={fileInputId}
          type="file"
          hidden
          aria-label={t('rte-attachment')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file, 'attachment');
          }}
        />
      </ToolbarRoot>
      {linkOpen && (
        <LinkForm
          role="group"
          aria-label={t('rte-link')}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              setLinkOpen(false);
              editor.tf.focus();
            }
          }}
        >
          <label>
            <span>{t('rte-link-url')}</span>
            <input
              type="url"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the user's request to type a URL
              autoFocus
              value={linkUrl}
              aria-invalid={linkError || undefined}
              aria-describedby={linkError ? linkErrorId : undefined}
              placeholder="https://"
              onChange={(e) => {
                setLinkUrl(e.target.value);
                setLinkError(false);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                }
              }}
            />
          </label>
          <Button size="sm" variant="primary" onClick={applyLink}>
            {t('rte-link-apply')}
          </Button>
          {inLink && (
            <Button size="sm" variant="secondary" onClick={removeLink}>
              {t('rte-link-remove')}
            </Button>
          )}
          {linkError && (
            <span id={linkErrorId} role="alert">
              {t('rte-link-invalid')}
            </span>
          )}
        </LinkForm>
      )}
    </>
  );
}
