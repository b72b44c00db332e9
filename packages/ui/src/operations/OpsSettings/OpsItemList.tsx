import { Plus } from 'lucide-react';
import { createContext, useContext, useRef, type ReactNode } from 'react';
import {
  useFieldArray,
  useWatch,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Button } from '../../primitives/Button';
import { OpsImageField, OpsItem, useOpsListMoves, type OpsImageFieldProps } from './OpsEditorShell';
import { Card, ItemList, Muted } from './OpsSettings.styles';
import type { OpsEditorProps } from './types';

type Upload = Pick<OpsEditorProps<unknown>, 'onUploadImage' | 'onUploadError'>;

/** The editor's media upload, for every image field of its items. */
const OpsUploadContext = createContext<Upload | null>(null);

export interface OpsItemListProps<V extends FieldValues, N extends ArrayPath<V>> {
  /** The editor's react-hook-form instance that holds the list. */
  form: UseFormReturn<V>;
  /** The list in the value (`items`, `sites`). */
  name: N;
  /** The item field that names an item (`title`, `name`); every item also has `enabled`. */
  nameKey: string;
  /** Names an item that has no name yet ("Slide 2"), in its buttons and announcements. */
  kind: string;
  /** The id of the list's heading (names the card). */
  headingId: string;
  /** The list's heading, translated (shown with the count and the most allowed). */
  heading: string;
  /** The most items the list takes: the Add button says so when it is full. */
  max: number;
  /** The Add button's text ("Add slide"); it says the list is full instead past `max`. */
  addLabel: string;
  /** A new, empty item (Add). */
  newItem: () => FieldArray<V, N>;
  /** Says moves and removals through the editor's live region (`useOpsAnnouncer`). */
  announce: (message: string) => void;
  /** The editor's media upload, for the items' `OpsItemImage`. */
  onUploadImage: Upload['onUploadImage'];
  /**
   * Called with the error when an image fails to upload (the caller reports it, e.g. in a toast).
   */
  onUploadError?: Upload['onUploadError'];
  /** The fields of the item at an index. */
  children: (index: number) => ReactNode;
}

/**
 * The ordered list of a settings editor (banner slides, splash screens, entries, sites): its card
 * with the heading and the count, each item's card with Move up, Move down and Remove (keyboard
 * focus kept, the move announced), the empty note, and Add (refused past `max`).
 */
export function OpsItemList<V extends FieldValues, N extends ArrayPath<V>>({
  form,
  name,
  nameKey,
  kind,
  headingId,
  heading,
  max,
  addLabel,
  newItem,
  announce,
  onUploadImage,
  onUploadError,
  children,
}: OpsItemListProps<V, N>) {
  const { t } = useTranslation();
  const { control } = form;
  const list = useFieldArray({ control, name, keyName: '_key' });
  const listRef = useRef<HTMLOListElement>(null);
  const nameAt = (i: number) => `${name}.${i}.${nameKey}` as Path<V>;
  const moves = useOpsListMoves({
    announce,
    count: list.fields.length,
    move: list.move,
    remove: list.remove,
    nameOf: (i) => (form.getValues(nameAt(i)) as string | undefined) || `${kind} ${i + 1}`,
    listRef,
  });
  const full = list.fields.length >= max;

  return (
    <OpsUploadContext.Provider value={{ onUploadImage, onUploadError }}>
      <Card aria-labelledby={headingId}>
        <header>
          <h2 id={headingId}>{heading}</h2>
          <Muted>{t('ops-count', { count: list.fields.length, max })}</Muted>
        </header>
        {list.fields.length === 0 ? <Muted>{t('ops-list-empty')}</Muted> : null}
        <ItemList ref={listRef}>
          {list.fields.map((field, i) => (
            <OpsListItem
              key={field._key}
              control={control}
              nameField={nameAt(i)}
              enabledField={`${name}.${i}.enabled` as Path<V>}
              kind={kind}
              index={i}
              count={list.fields.length}
              moves={moves}
            >
              {children(i)}
            </OpsListItem>
          ))}
        </ItemList>
        <div>
          <Button
            icon={<Plus aria-hidden />}
            disabled={full}
            onClick={() => list.append(newItem())}
          >
            {full ? t('ops-list-full', { max }) : addLabel}
          </Button>
        </div>
      </Card>
    </OpsUploadContext.Provider>
  );
}

/** One item's card: its name and on/off state followed live (only this item re-renders). */
function OpsListItem<V extends FieldValues>({
  control,
  nameField,
  enabledField,
  kind,
  index,
  count,
  moves,
  children,
}: {
  control: Control<V>;
  nameField: Path<V>;
  enabledField: Path<V>;
  kind: string;
  index: number;
  count: number;
  moves: ReturnType<typeof useOpsListMoves>;
  children: ReactNode;
}) {
  const name = (useWatch({ control, name: nameField }) as string | undefined) ?? '';
  const enabled = useWatch({ control, name: enabledField }) as boolean | undefined;
  return (
    <OpsItem
      name={name}
      kind={kind}
      index={index}
      count={count}
      enabled={enabled}
      onMove={moves.moveTo}
      onRemove={moves.removeAt}
    >
      {children}
    </OpsItem>
  );
}

/** An item's image on the full width of its fields, uploaded through the list's media upload. */
export function OpsItemImage<V extends FieldValues>(
  props: Omit<OpsImageFieldProps<V>, 'onUpload' | 'onUploadError'>,
) {
  const upload = useContext(OpsUploadContext);
  if (!upload) throw new Error('OpsItemImage is used inside an OpsItemList');
  return (
    <div data-wide="true">
      <OpsImageField<V>
        {...props}
        onUpload={upload.onUploadImage}
        onUploadError={upload.onUploadError}
      />
    </div>
  );
}
