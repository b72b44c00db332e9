import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import {
  checkSchema,
  checkSchemaText,
  SchemaForm,
  valueErrors,
  type SchemaField,
} from '../../editors/SchemaForm';
import type { MessageKey } from '../../foundations/i18n';
import { TextInput } from '../../inputs/TextInput';
import { Tabs } from '../../navigation/Tabs';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../feedback/Spinner';
import { Actions, Panel } from '../shared.styles';

// CodeMirror (about 120 kB brotli) loads when the JSON or Schema tab first opens, not with the
// key-value route, whose own chunk stays under the 60 kB per-route budget (issue #11).
const JsonView = lazy(() =>
  import('../../editors/JsonView').then((m) => ({ default: m.JsonView })),
);

/** A key-value entry as the editor reads it (the contract's `KvConfig`). */
export interface KvEntryData {
  key: string;
  name: string;
  value: unknown;
  json_schema: SchemaField | null;
}

export interface KvEditorSave {
  name: string;
  value: unknown;
  /** The schema when it was changed (null: removed); undefined: unchanged. */
  json_schema?: SchemaField | null;
}

/** Why a save was refused before it was sent (the spec's messages, operations §5). */
export type KvEditorRefusal = 'schema' | 'value' | 'json' | 'name';

export interface KvEditorProps {
  /** The entry, read at mount (`key` the editor by key and version to load another). */
  entry: KvEntryData;
  /** Called with a valid entry; the button is busy until it settles. */
  onSave: (save: KvEditorSave) => Promise<void>;
  /** Told why a save was not sent (for the toast). */
  onRefused?: (reason: KvEditorRefusal, message: string) => void;
  /** Called with true on the first edit and with false once a save succeeds (the leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? 'null';

type Parsed = { ok: true; value: unknown } | { ok: false; detail: string };
function parse(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, detail: (e as Error).message };
  }
}

/**
 * The key-value editor (operations §2 /operation/kv/{key}, §3, §5): the name; the value through the
 * form generated from its schema, or as raw JSON (its own validation: syntax, then the schema); the
 * schema itself as JSON ("Error,please check the json schema"). A value that fails its schema is
 * never sent ("Json schema validation failed").
 */
export function KvEditor({ entry, onSave, onRefused, onDirtyChange }: KvEditorProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(entry.name);
  const [tab, setTab] = useState(entry.json_schema ? 'form' : 'json');
  // The value: the form writes it on every change; the JSON view shows it as text.
  const value = useRef<unknown>(entry.value);
  const [valueText, setValueText] = useState(() => pretty(entry.value));
  const [formKey, setFormKey] = useState(0);
  // What the form (re)starts from: the entry, then the JSON view's text when leaving it.
  const [formStart, setFormStart] = useState<unknown>(entry.value);
  const [schemaText, setSchemaText] = useState(() =>
    entry.json_schema ? pretty(entry.json_schema) : '',
  );
  // The schema the form is generated from: the last valid one typed (none while it is broken).
  const [schema, setSchema] = useState<SchemaField | null>(() =>
    entry.json_schema && checkSchema(entry.json_schema).ok ? entry.json_schema : null,
  );
  const [saving, setSaving] = useState(false);
  const dirty = useRef(false);
  const markDirty = () => {
    if (!dirty.current) {
      dirty.current = true;
      onDirtyChange?.(true);
    }
  };

  const schemaCheck = schemaText.trim() === '' ? null : checkSchemaText(schemaText);
  const parsedValue = parse(valueText);
  const valueProblems = !parsedValue.ok
    ? [t('json-syntax-error', { detail: parsedValue.detail })]
    : schema
      ? [...(valueErrors(schema, parsedValue.value) ?? [])].map(
          ([path, key]) => `${path || '/'}: ${t(key as MessageKey)}`,
        )
      : [];

  const changeTab = (next: string) => {
    // Leaving the JSON view with valid JSON: the form starts from it.
    if (tab === 'json' && parsedValue.ok) {
      value.current = parsedValue.value;
      setFormStart(parsedValue.value);
      setFormKey((k) => k + 1);
    }
    if (next === 'json') setValueText(pretty(value.current));
    setTab(next);
  };

  const save = async () => {
    if (name.trim() === '') {
      onRefused?.('name', t('validation-required'));
      return;
    }
    if (schemaCheck && !schemaCheck.ok) {
      setTab('schema');
      onRefused?.('schema', t('schema-schema-error'));
      return;
    }
    let current = value.current;
    if (tab === 'json') {
      if (!parsedValue.ok) {
        onRefused?.('json', t('validation-data-format'));
        return;
      }
      current = parsedValue.value;
    }
    const nextSchema = schemaCheck?.ok ? schemaCheck.schema : null;
    if (nextSchema && valueErrors(nextSchema, current)) {
      onRefused?.('value', t('schema-value-error'));
      return;
    }
    const schemaChanged = pretty(nextSchema) !== pretty(entry.json_schema);
    setSaving(true);
    try {
      await onSave({
        name: name.trim(),
        value: current,
        ...(schemaChanged ? { json_schema: nextSchema } : {}),
      });
      dirty.current = false;
      onDirtyChange?.(false);
    } catch {
      // Refused by the server: the caller said why; what was typed stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel aria-label={t('kv-edit-title')}>
      <TextInput label={t('kv-key')} value={entry.key} readOnly />
      <TextInput
        label={t('kv-name')}
        value={name}
        required
        maxLength={100}
        error={name.trim() === '' ? t('validation-required') : undefined}
        onChange={(next) => {
          setName(next);
          markDirty();
        }}
      />
      <Tabs.Root value={tab} onValueChange={changeTab}>
        <Tabs.List aria-label={t('kv-edit-title')}>
          <Tabs.Tab value="form">{t('kv-tab-form')}</Tabs.Tab>
          <Tabs.Tab value="json">{t('kv-tab-json')}</Tabs.Tab>
          <Tabs.Tab value="schema">{t('kv-tab-schema')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="form">
          {schema ? (
            <SchemaForm
              key={`${formKey}-${pretty(schema).length}`}
              schema={schema}
              defaultValue={formStart}
              label={t('kv-form-label')}
              onChange={(next) => {
                value.current = next;
                markDirty();
              }}
            />
          ) : (
            <p>{t('kv-no-schema-hint')}</p>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="json">
          <Suspense fallback={<Spinner />}>
            <JsonView
              label={t('kv-value-json')}
              value={valueText}
              onChange={(text) => {
                setValueText(text);
                markDirty();
              }}
              problems={valueProblems}
              problemsTitle={parsedValue.ok ? t('schema-value-error') : undefined}
            />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="schema">
          <Suspense fallback={<Spinner />}>
            <JsonView
              label={t('kv-schema-json')}
              value={schemaText}
              onChange={(text) => {
                setSchemaText(text);
                markDirty();
                const check = text.trim() === '' ? null : checkSchemaText(text);
                if (check === null) setSchema(null);
                else if (check.ok) setSchema(check.schema);
              }}
              problems={schemaCheck && !schemaCheck.ok ? schemaCheck.details : []}
              problemsTitle={t('schema-schema-error')}
            />
          </Suspense>
        </Tabs.Panel>
      </Tabs.Root>
      <Actions>
        <Button variant="primary" loading={saving} onClick={() => void save()}>
          {t('kv-save')}
        </Button>
      </Actions>
    </Panel>
  );
}
