import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import {
  useController,
  useForm,
  type FieldErrors,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import type { MessageKey } from '../../foundations/i18n';
import { DateTimePicker } from '../../inputs/DateTimePicker';
import { Select } from '../../inputs/Select';
import { Switch } from '../../inputs/Switch';
import { TextArea } from '../../inputs/TextArea';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { emptyValue, valueErrors, type SchemaField } from './schemaModel';
import { useAfterFirstPaint } from '../../utils/useAfterFirstPaint';

import { theme } from '../../foundations/tokens';
/** The form's values: the entry's value under `root` (react-hook-form needs an object). */
interface FormValues {
  root: unknown;
}

export interface SchemaFormProps {
  /** The schema (operations §3 schema fields); a new schema object remounts nothing by itself. */
  schema: SchemaField;
  /** The value the form starts with, read at mount (`key` the form to load another one). */
  defaultValue: unknown;
  /** Every change: the whole value and whether it passes the schema. */
  onChange?: (value: unknown, valid: boolean) => void;
  /** The form's accessible name. */
  label: string;
  /** Disables every field and list button of the form (default false). */
  disabled?: boolean;
}

const Root = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  min-width: 0;

  legend {
    padding: 0 ${theme.space[1]};
    font-weight: 600;
    color: ${theme.color.text.primary};
  }
`;

const Item = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-start;

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const ItemTools = styled.div`
  display: flex;
  gap: ${theme.space[1]};
  padding-top: ${theme.space[6]};
`;

const GroupError = styled.p`
  margin: 0;
  color: ${theme.color.text.danger};
`;

/** Puts a message at a dotted path of react-hook-form's error tree. */
function setError(tree: Record<string, unknown>, path: string, message: string) {
  const parts = path.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1]!;
  if (!node[last]) node[last] = { type: 'schema', message };
  // An error of a group and of its children: the group's own message goes to `root` of the node.
  else (node[last] as Record<string, unknown>).root ??= { type: 'schema', message };
}

/** The schema validator as react-hook-form's resolver: each error at its field, messages by key. */
function schemaResolver(schema: SchemaField): Resolver<FormValues> {
  return (values) => {
    const errors = valueErrors(schema, values.root);
    if (!errors) return { values, errors: {} };
    const tree: Record<string, unknown> = {};
    for (const [path, key] of errors) setError(tree, path ? `root.${path}` : 'root', key);
    return { values: {}, errors: tree as FieldErrors<FormValues> };
  };
}

const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

type Form = UseFormReturn<FormValues>;
interface NodeProps {
  form: Form;
  field: SchemaField;
  path: string;
  label: string;
  disabled: boolean;
}

/** One input of a scalar field (string, number, bool, enum). */
const Leaf = memo(function Leaf({ form, field, path, label, disabled }: NodeProps) {
  const { t } = useTranslation();
  const { field: input, fieldState } = useController({
    control: form.control,
    name: path as 'root',
  });
  const error = fieldState.error?.message ? t(fieldState.error.message as MessageKey) : undefined;
  const common = { label, disabled, error, name: path };
  switch (field.type) {
    case 'bool':
      return (
        <Switch {...common} checked={input.value === true} onChange={(on) => input.onChange(on)} />
      );
    case 'enum': {
      const options = field.options ?? [];
      const index = options.findIndex((o) => o.value === input.value);
      return (
        <Select<string>
          {...common}
          value={index >= 0 ? String(index) : null}
          options={options.map((o, i) => ({ value: String(i), label: o.title }))}
          onChange={(i) => input.onChange(i === null ? null : options[Number(i)]?.value)}
        />
      );
    }
    case 'number':
      if (field.time_format)
        return (
          <DateTimePicker
            {...common}
            value={typeof input.value === 'number' ? input.value : null}
            onChange={(ms) => input.onChange(ms)}
            hint={field.time_format}
          />
        );
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          trim={false}
          value={input.value === undefined || input.value === null ? '' : String(input.value)}
          onChange={(text) => input.onChange(NUMBER.test(text.trim()) ? Number(text) : text)}
          onBlur={input.onBlur}
        />
      );
    default:
      if (field.multiline)
        return (
          <TextArea
            {...common}
            trim={false}
            value={typeof input.value === 'string' ? input.value : ''}
            onChange={(text) => input.onChange(text)}
            onBlur={input.onBlur}
          />
        );
      return (
        <TextInput
          {...common}
          trim={false}
          value={typeof input.value === 'string' ? input.value : String(input.value ?? '')}
          onChange={(text) => input.onChange(text)}
          onBlur={input.onBlur}
          {...(field.time_format
            ? { hint: field.time_format, placeholder: field.time_format }
            : {})}
        />
      );
  }
});

/** An error of a group itself (wrong type, unknown property), under its legend. */
function GroupMessage({ form, path }: { form: Form; path: string }) {
  const { t } = useTranslation();
  const { fieldState } = useController({ control: form.control, name: path as 'root' });
  const error = fieldState.error as
    (FieldErrors & { message?: string; root?: { message?: string } }) | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? <GroupError role="alert">{t(message as MessageKey)}</GroupError> : null;
}

/**
 * How many items of an array, or fields of an object, the first render mounts: about a screen. The
 * rest follow in a transition right after (React renders it in slices, so the page stays
 * responsive). A 200-field form (40 rows of 5) commits its first 20 fields at once instead of all
 * 200 (issue #14: 107-399 ms to mount against a 100 ms budget).
 */
export const SCHEMA_FIRST_ITEMS = 4;
export const SCHEMA_FIRST_FIELDS = 12;

/** The first `first` entries of `list` at mount, all of them once the transition has run. */
function useProgressive<T>(list: readonly T[], first: number): readonly T[] {
  const all = useAfterFirstPaint(list.length > first);
  return all ? list : list.slice(0, first);
}

let nextId = 0;
const newId = () => `i${(nextId += 1)}`;

/** An array: its items with Remove, Move up and Move down, and Add. */
const ArrayNode = memo(function ArrayNode({ form, field, path, label, disabled }: NodeProps) {
  const { t } = useTranslation();
  const items = field.items!;
  const initial = form.getValues(path as 'root');
  // Item keys live here, not in the values: typing never re-renders the list.
  const [ids, setIds] = useState<string[]>(() =>
    (Array.isArray(initial) ? initial : []).map(() => newId()),
  );
  const write = (next: unknown[], nextIds: string[]) => {
    setIds(nextIds);
    form.setValue(path as 'root', next, { shouldDirty: true, shouldValidate: true });
  };
  const current = () => {
    const v = form.getValues(path as 'root');
    return Array.isArray(v) ? [...(v as unknown[])] : [];
  };
  const move = (from: number, to: number) => {
    const values = current();
    const nextIds = [...ids];
    [values[from], values[to]] = [values[to], values[from]];
    [nextIds[from], nextIds[to]] = [nextIds[to]!, nextIds[from]!];
    write(values, nextIds);
  };
  const shown = useProgressive(ids, SCHEMA_FIRST_ITEMS);
  return (
    <Group>
      <legend>{label}</legend>
      <GroupMessage form={form} path={path} />
      {shown.map((id, i) => {
        const itemLabel = `${items.title} ${i + 1}`;
        return (
          <Item key={id}>
            <Node
              form={form}
              field={items}
              path={`${path}.${i}`}
              label={itemLabel}
              disabled={disabled}
            />
            <ItemTools>
              <IconButton
                label={t('schema-move-up', { name: itemLabel })}
                icon={<ArrowUp aria-hidden size={16} />}
                variant="ghost"
                size="sm"
                disabled={disabled || i === 0}
                onClick={() => move(i, i - 1)}
              />
              <IconButton
                label={t('schema-move-down', { name: itemLabel })}
                icon={<ArrowDown aria-hidden size={16} />}
                variant="ghost"
                size="sm"
                disabled={disabled || i === ids.length - 1}
                onClick={() => move(i, i + 1)}
              />
              <IconButton
                label={t('schema-remove', { name: itemLabel })}
                icon={<Trash2 aria-hidden size={16} />}
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => {
                  const values = current();
                  values.splice(i, 1);
                  write(
                    values,
                    ids.filter((_, j) => j !== i),
                  );
                }}
              />
            </ItemTools>
          </Item>
        );
      })}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => write([...current(), emptyValue(items)], [...ids, newId()])}
        >
          <Plus aria-hidden size={16} />
          {t('schema-add', { name: items.title })}
        </Button>
      </div>
    </Group>
  );
});

/** An object: its fields in a group under its title. */
const ObjectNode = memo(function ObjectNode({ form, field, path, label, disabled }: NodeProps) {
  const shown = useProgressive(field.fields ?? [], SCHEMA_FIRST_FIELDS);
  return (
    <Group>
      <legend>{label}</legend>
      <GroupMessage form={form} path={path} />
      {shown.map((f) => (
        <Node
          key={f.name}
          form={form}
          field={f}
          path={`${path}.${f.name ?? ''}`}
          label={f.title}
          disabled={disabled}
        />
      ))}
    </Group>
  );
});

function Node(props: NodeProps) {
  if (props.field.type === 'array') return <ArrayNode {...props} />;
  if (props.field.type === 'object') return <ObjectNode {...props} />;
  return <Leaf {...props} />;
}

/**
 * A form generated from a key-value schema (operations §3, §5): string (one line or multiline, or
 * a time in its display format), number (or a time in ms), bool, enum (its titles), nested objects
 * and arrays with Add, Remove and reorder. Built on react-hook-form with the schema validator as the resolver: every
 * change is checked against the schema and each message shows at its field.
 */
export function SchemaForm({
  schema,
  defaultValue,
  onChange,
  label,
  disabled = false,
}: SchemaFormProps) {
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  const form = useForm<FormValues>({
    defaultValues: { root: defaultValue ?? emptyValue(schema) },
    resolver,
    mode: 'onChange',
  });
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    // Errors show from the start: a stored value that no longer fits its schema says so at once.
    void form.trigger();
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const value = values.root;
        latest.current?.(value, valueErrors(schema, value) === null);
      },
    });
  }, [form, schema]);

  return (
    <Root aria-label={label} noValidate onSubmit={(e) => e.preventDefault()}>
      <Node form={form} field={schema} path="root" label={schema.title} disabled={disabled} />
    </Root>
  );
}
