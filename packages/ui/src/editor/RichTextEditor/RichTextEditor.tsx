import { Plate, PlateContent, usePlateEditor } from 'platejs/react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { useFormPendingValue } from '../../forms/Form/formContext';
import { deserializeHtml, serializeHtml, valueText } from './html';
import { editorPlugins } from './plugins';
import { EditorContent, EditorFooter, EditorRoot } from './RichTextEditor.styles';
import { RichTextEditorToolbar } from './RichTextEditorToolbar';
import { countWords } from './wordCount';

/** Pause after the last change before the HTML and the word count are produced. */
export const CHANGE_DELAY_MS = 120;

/** What an upload answers: the public URL and, for attachments, the name to show. */
export interface UploadedMedia {
  url: string;
  name?: string;
}

export type UploadKind = 'image' | 'attachment';

export interface RichTextEditorProps {
  /** The HTML body (controlled). When it changes from outside (template, conflict), the editor reloads it. */
  value?: string;
  /** The initial HTML body (uncontrolled). */
  defaultValue?: string;
  /** The body as clean HTML ('' when empty), on every change. */
  onChange?: (html: string) => void;
  /** Uploads an image or attachment picked from the toolbar; the app passes the media upload. */
  onUpload?: (file: File, kind: UploadKind) => Promise<UploadedMedia>;
  /** Called when an upload fails, with the error (the app shows the toast). */
  onUploadError?: (error: unknown) => void;
  /** Accessible name of the editing area (the field label). */
  label: string;
  /** Ids of the label, hint or error describing the field. */
  'aria-describedby'?: string | undefined;
  /**
   * Marks the editing area invalid (`aria-invalid` and the danger border); the message is the
   * field's.
   */
  invalid?: boolean;
  /** Shows the body without the toolbar and without letting it change (default false). */
  readOnly?: boolean;
  /** Shown in the empty editing area (default "Write the article…"). */
  placeholder?: string;
  /** Called with the word count (content §3 `words_count` rule) when it changes. */
  onWordCountChange?: (count: number) => void;
  /** Called when the focus leaves the editing area, after its latest value went to `onChange`. */
  onBlur?: () => void;
  /** The editing area's id, so a label can point at it. */
  id?: string;
  /** A class for the editor's root (toolbar, editing area and word count). */
  className?: string;
  /** Inline styles for the editor's root. */
  style?: CSSProperties;
}

/**
 * The article body editor on Plate: headings, marks, quote, code, lists, links, images and
 * attachments (through `onUpload`), tables, horizontal rule; paste from Word and web pages is
 * cleaned by the one sanitizer; a word count; HTML in and out.
 */
export function RichTextEditor({
  value,
  defaultValue,
  onChange,
  onUpload,
  onUploadError,
  label,
  'aria-describedby': describedBy,
  invalid,
  readOnly,
  placeholder,
  onWordCountChange,
  onBlur,
  id,
  className,
  style,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const countId = useId();
  const initialHtml = value ?? defaultValue ?? '';
  const lastHtml = useRef(initialHtml);
  const editor = usePlateEditor({
    plugins: editorPlugins,
    value: (e) => deserializeHtml(e, initialHtml),
  });
  const [words, setWords] = useState(() => countWords(valueText(editor.children)));
  const latest = useRef({ onChange, onWordCountChange, onBlur });
  useLayoutEffect(() => {
    latest.current = { onChange, onWordCountChange, onBlur };
  });
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  /**
   * Serialising and counting a long article on every keystroke would make typing slow: both run
   * once the user pauses (CHANGE_DELAY_MS), and at once when focus leaves the editor, on unmount
   * and when the enclosing form is submitted (issue #14: Save clicked within the pause saved the
   * body without its last keystrokes, and the reload then took them out of the editor).
   */
  const flush = useCallback(() => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    const value = editor.children;
    const count = countWords(valueText(value));
    setWords(count);
    latest.current.onWordCountChange?.(count);
    const html = serializeHtml(value);
    if (html === lastHtml.current) return;
    lastHtml.current = html;
    latest.current.onChange?.(html);
  }, [editor]);

  useEffect(
    () => () => {
      if (pending.current) flush();
    },
    [flush],
  );
  useFormPendingValue(() => {
    if (pending.current) flush();
  });

  // A value from outside (template loaded, conflict resolved) replaces the document.
  useEffect(() => {
    if (value === undefined || value === lastHtml.current) return;
    lastHtml.current = value;
    const next = deserializeHtml(editor, value);
    editor.tf.setValue(next);
    const count = countWords(valueText(next));
    setWords(count);
    latest.current.onWordCountChange?.(count);
  }, [editor, value]);

  return (
    <EditorRoot
      className={className}
      style={style}
      data-invalid={invalid || undefined}
      // Any focus leaving the editing area hands the value over and tells the caller, here rather
      // than through Slate's own blur handler: that one skips the caller's onBlur while it is moving
      // the DOM selection (a tab right after a click was lost).
      onBlur={(event) => {
        const editable = (event.target as HTMLElement).closest('[data-slate-editor]');
        // Focus went to another field: the editor is not focused any more. Slate ignores a blur
        // that comes while it is moving the DOM selection (right after a keystroke), and its next
        // render then put the selection, and the focus, back into the editor: the flush below is
        // such a render, and what was typed next went into the body instead of the other field.
        const next = event.relatedTarget;
        if (editable && next instanceof Node && !editable.contains(next)) editor.tf.blur();
        if (pending.current) flush();
        if (editable) latest.current.onBlur?.();
      }}
    >
      <Plate
        editor={editor}
        readOnly={readOnly}
        onValueChange={() => {
          if (pending.current) clearTimeout(pending.current);
          pending.current = setTimeout(flush, CHANGE_DELAY_MS);
        }}
      >
        {!readOnly && <RichTextEditorToolbar onUpload={onUpload} onUploadError={onUploadError} />}
        <EditorContent>
          <PlateContent
            id={id}
            role="textbox"
            aria-multiline
            aria-label={label}
            aria-invalid={invalid || undefined}
            aria-describedby={[describedBy, countId].filter(Boolean).join(' ') || undefined}
            placeholder={placeholder ?? t('rte-placeholder')}
            spellCheck
          />
        </EditorContent>
      </Plate>
      <EditorFooter>
        <span id={countId}>{t('rte-words', { count: words })}</span>
      </EditorFooter>
    </EditorRoot>
  );
}
