import type { ReactNode } from 'react';
import { Field, useField } from '../../inputs/Field';
import { RichTextEditor, type RichTextEditorProps } from '../RichTextEditor';

export interface RichTextFieldProps extends Pick<
  RichTextEditorProps,
  'readOnly' | 'onUpload' | 'onUploadError' | 'placeholder'
> {
  /** The field's label; also the editing area's accessible name when it is a string. */
  label: ReactNode;
  /** The HTML the editor starts from (a later change of it replaces the document). */
  value: string;
  /** The HTML after each edit (after the editor's short pause, at once on blur and on submit). */
  onChange: (value: string) => void;
  /**
   * Called when the editing area loses focus (the form marks the field touched and may validate
   * it).
   */
  onBlur: () => void;
  /** The message under the field; marks the editor invalid. */
  error?: string | undefined;
  /** Shows the required mark next to the label (the form validates). */
  required?: boolean | undefined;
  /** Help text under the editor, tied to it with `aria-describedby`. */
  hint?: ReactNode;
  /** The form field's name: the accessible name when the label is not a string. */
  name: string;
}

/**
 * A rich text body as a form control: the Plate editor inside the one Field layer (label with the
 * required mark, hint, message, `aria-describedby`). It takes `FormField`'s control props as they
 * are: `render={({ controlProps }) => <RichTextField {...controlProps} />}`, and passes read-only,
 * uploads and a placeholder on to the editor.
 */
export function RichTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  hint,
  name,
  ...editor
}: RichTextFieldProps) {
  const ids = useField({ hasHint: !!hint, hasMessage: !!error });
  return (
    <Field label={label} required={required} hint={hint} message={error} ids={ids} labelTag="span">
      <RichTextEditor
        id={ids.controlId}
        label={typeof label === 'string' ? label : name}
        defaultValue={value}
        onChange={onChange}
        onBlur={onBlur}
        invalid={!!error}
        aria-describedby={ids.describedBy}
        {...editor}
      />
    </Field>
  );
}
