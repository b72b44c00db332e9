import { ArrowDown, ArrowUp, ImageOff, ImagePlus, Trash2, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  useFormContext,
  type FieldPath,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Image } from '../../feedback/Image';
import { Form } from '../../forms/Form';
import { useFormField } from '../../forms/FormField';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  Actions,
  Column,
  ImageBox,
  Item,
  ItemHeader,
  Layout,
  PreviewCard,
} from './OpsSettings.styles';
import type { OpsFieldIssue } from './types';

/** The editor's live region: what it says, and how to say something (moved, removed). */
export function useOpsAnnouncer() {
  return useState('');
}

export interface OpsEditorShellProps<V extends FieldValues> {
  /** The editor's react-hook-form instance: Save submits it, Discard resets it. */
  form: UseFormReturn<V>;
  /** Names the form (its landmark). */
  label: string;
  /**
   * Called with valid values; resolve with the server's field issues (empty when saved) or reject
   * to keep what was typed.
   */
  onSave: (value: V) => Promise<readonly OpsFieldIssue[]>;
  /**
   * Called with true when the form gains unsaved changes and false when it loses them (the leave
   * guard).
   */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  /** The preview of how it looks in the app or on the web. */
  preview: ReactNode;
  /** The preview's heading and accessible name, translated. */
  previewLabel: string;
  /** What the live region says (from `useOpsAnnouncer`). */
  announcement: string;
  /** The editor's fields, in the column beside the preview. */
  children: ReactNode;
}

/**
 * A settings editor: the form (react-hook-form) beside its live preview, Save and Discard at the
 * bottom. A refused save keeps everything typed and shows the server's field issues at their
 * fields; a successful one makes the saved value the form's new baseline.
 */
export function OpsEditorShell<V extends FieldValues>({
  form,
  label,
  onSave,
  onDirtyChange,
  preview,
  previewLabel,
  announcement,
  children,
}: OpsEditorShellProps<V>) {
  const { t } = useTranslation();
  // Discard remounts the fields: a text input keeps its draft until blur otherwise.
  const [generation, setGeneration] = useState(0);
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  return (
    <Form
      form={form}
      aria-label={label}
      errorSummary="top"
      onSubmit={async (values) => {
        let issues: readonly OpsFieldIssue[];
        try {
          issues = await onSave(values);
        } catch {
          // Refused: the caller said why; what was typed stays.
          return;
        }
        if (issues.length > 0) {
          issues.forEach((issue, i) =>
            form.setError(
              issue.path as Path<V>,
              { type: 'server', message: issue.message },
              { shouldFocus: i === 0 },
            ),
          );
          return;
        }
        form.reset(values);
      }}
    >
      <Layout>
        <Column key={generation}>{children}</Column>
        <PreviewCard aria-label={previewLabel}>
          <h2>{previewLabel}</h2>
          {preview}
        </PreviewCard>
      </Layout>
      <Actions>
        {dirty ? <span>{t('ops-unsaved')}</span> : null}
        <Button
          variant="secondary"
          disabled={!dirty}
          onClick={() => {
            form.reset();
            setGeneration((g) => g + 1);
          }}
        >
          {t('ops-discard')}
        </Button>
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {t('ops-save')}
        </Button>
      </Actions>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Form>
  );
}

/**
 * Moving and removing items of a list with the keyboard: the moved item keeps the focus (on the
 * same button, or its other move button at an end) and the new position is announced.
 */
export function useOpsListMoves(options: {
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  nameOf: (index: number) => string;
  /** The list element, to find the moved item's buttons after the move. */
  listRef: React.RefObject<HTMLElement | null>;
  /** Says it through the editor's live region (`useOpsAnnouncer`). */
  announce: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { count, move, remove, nameOf, listRef, announce } = options;
  const moveTo = useCallback(
    (from: number, to: number, direction: 'up' | 'down') => {
      if (to < 0 || to >= count) return;
      const name = nameOf(from);
      move(from, to);
      announce(t('ops-moved', { name, position: to + 1, count }));
      requestAnimationFrame(() => {
        const item = listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[to];
        const same = item?.querySelector<HTMLButtonElement>(`[data-ops-move='${direction}']`);
        const other = item?.querySelector<HTMLButtonElement>(
          `[data-ops-move='${direction === 'up' ? 'down' : 'up'}']`,
        );
        (same && !same.disabled ? same : other)?.focus();
      });
    },
    [announce, count, listRef, move, nameOf, t],
  );
  const removeAt = useCallback(
    (index: number) => {
      const name = nameOf(index);
      remove(index);
      announce(t('ops-removed', { name }));
      requestAnimationFrame(() => {
        const items = listRef.current?.querySelectorAll<HTMLElement>(':scope > li');
        const next = items?.[Math.min(index, (items?.length ?? 1) - 1)];
        next?.querySelector<HTMLButtonElement>('[data-ops-move]')?.focus();
      });
    },
    [announce, listRef, nameOf, remove, t],
  );
  return { moveTo, removeAt };
}

export interface OpsItemProps {
  /** The item's name as shown (its title, or "Untitled"). */
  name: string;
  /** "Splash screen", "Site"…: names the item's buttons when it has no name yet. */
  kind: string;
  /** The item's position in its list (0-based): shown 1-based, and Move up is disabled at 0. */
  index: number;
  /** How many items the list has: Move down is disabled on the last one. */
  count: number;
  /** False adds the "disabled" badge next to the item's name (default true). */
  enabled?: boolean;
  /** An item inside another item's card: drawn on the surface colour (default false). */
  nested?: boolean;
  /**
   * Called with the index, the new index and the direction when Move up or Move down is pressed.
   */
  onMove: (from: number, to: number, direction: 'up' | 'down') => void;
  /** Called with the item's index when Remove is pressed. */
  onRemove: (index: number) => void;
  /** The item's fields, under its header. */
  children: ReactNode;
}

/** One item of an ordered list: its name, position, Move up, Move down and Remove, then its fields. */
export function OpsItem({
  name,
  kind,
  index,
  count,
  enabled = true,
  nested = false,
  onMove,
  onRemove,
  children,
}: OpsItemProps) {
  const { t } = useTranslation();
  const label = name.trim() || `${kind} ${index + 1}`;
  return (
    <Item data-nested={nested}>
      <fieldset>
        <ItemHeader>
          <legend>
            {t('ops-item-label', {
              position: index + 1,
              name: name.trim() || t('ops-item-untitled'),
            })}
          </legend>
          {enabled ? null : <span data-off="true">{t('ops-disabled-badge')}</span>}
          <IconButton
            size="sm"
            variant="ghost"
            data-ops-move="up"
            label={t('ops-move-up', { name: label })}
            icon={<ArrowUp aria-hidden />}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1, 'up')}
          />
          <IconButton
            size="sm"
            variant="ghost"
            data-ops-move="down"
            label={t('ops-move-down', { name: label })}
            icon={<ArrowDown aria-hidden />}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1, 'down')}
          />
          <IconButton
            size="sm"
            variant="ghost"
            label={t('ops-remove', { name: label })}
            icon={<Trash2 aria-hidden />}
            onClick={() => onRemove(index)}
          />
        </ItemHeader>
        {children}
      </fieldset>
    </Item>
  );
}

export interface OpsImageFieldProps<V extends FieldValues> {
  /** The storage key field (`items.0.image_uri`). */
  name: FieldPath<V>;
  /** The URL field shown by the preview (`items.0.image_url`). */
  urlName: FieldPath<V>;
  /** The field's visible label, translated; also the image's text alternative. */
  label: string;
  /** "Please select your file" when empty. */
  required?: boolean;
  /** Help text under the label. */
  hint?: string;
  /** Width / height of the thumbnail. */
  ratio?: number;
  /** Uploads the chosen image (the media upload) and resolves with its storage key and URL. */
  onUpload: (file: File) => Promise<{ key: string; url: string }>;
  /**
   * Called with the error when an image fails to upload (the caller reports it, e.g. in a toast).
   */
  onUploadError?: ((error: unknown) => void) | undefined;
}

/**
 * An image of a setting, uploaded through the media upload flow: Upload, Replace, Remove, the
 * thumbnail, "Uploading…" while it goes, "Uploading failed" when it did not (the old image stays).
 */
export function OpsImageField<V extends FieldValues>({
  name,
  urlName,
  label,
  required = false,
  hint,
  ratio = 16 / 9,
  onUpload,
  onUploadError,
}: OpsImageFieldProps<V>) {
  const { t } = useTranslation();
  const form = useFormContext<V>();
  const {
    controlProps: { ref: fieldRef, error, value, onChange },
  } = useFormField<V, FieldPath<V>>({
    name,
    label,
    required,
    requiredMessage: t('ops-error-image'),
    validateOn: 'change',
  });
  const url = form.watch(urlName) as string | null | undefined;
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const id = `ops-image-${String(name).replace(/\W/g, '-')}`;
  const has = Boolean(value);

  return (
    <ImageBox role="group" aria-labelledby={`${id}-label`}>
      <Image
        src={url ?? null}
        alt={has ? label : ''}
        ratio={ratio}
        placeholder={
          <span className="nd-ops-image-empty">
            <ImageOff aria-hidden size={16} /> {has ? t('image-unavailable') : t('ops-image-none')}
          </span>
        }
      />
      <div>
        <div className="nd-ops-image-label" id={`${id}-label`}>
          {label}
          {required ? <span aria-hidden> *</span> : null}
        </div>
        {hint ? <div className="nd-ops-image-empty">{hint}</div> : null}
        <div className="nd-ops-image-actions">
          <Button
            size="sm"
            variant="secondary"
            icon={<ImagePlus aria-hidden />}
            loading={state === 'uploading'}
            aria-describedby={error ? `${id}-error` : undefined}
            ref={fieldRef as never}
            onClick={() => input.current?.click()}
          >
            {has ? t('ops-image-replace') : t('ops-image-upload')}
          </Button>
          {has && !required ? (
            <IconButton
              size="sm"
              label={t('ops-image-remove')}
              icon={<X aria-hidden />}
              onClick={() => {
                form.setValue(urlName, null as never, { shouldDirty: true });
                onChange(null as never);
              }}
            />
          ) : null}
        </div>
        {state === 'uploading' ? (
          <VisuallyHidden role="status">{t('ops-image-uploading')}</VisuallyHidden>
        ) : null}
        {state === 'failed' ? <p role="alert">{t('ops-image-failed')}</p> : null}
        {error && state !== 'failed' ? (
          <p role="alert" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        aria-label={`${label}: ${t('ops-image-upload')}`}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setState('uploading');
          try {
            const result = await onUpload(file);
            form.setValue(urlName, result.url as never, { shouldDirty: true });
            onChange(result.key as never);
            setState('idle');
          } catch (error) {
            setState('failed');
            onUploadError?.(error);
          }
        }}
      />
    </ImageBox>
  );
}
