import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Form } from '../../forms/Form';
import { FormCombobox, FormSelect, FormTextInput } from '../../forms/FormControls';
import type { SelectOption } from '../../inputs/Select';
import { Button } from '../../primitives/Button';
import { DeskActions, DeskFields, DeskRow } from '../shared';
import {
  ASSET_KINDS,
  ASSET_MARKETS,
  type AssetFormValues,
  type AssetKind,
  type AssetMarket,
  type AssetRowData,
  type AssetStatus,
} from './types';

export const ASSET_NAME_LIMIT = 50;
export const ASSET_CODE_LIMIT = 20;

export interface AssetFormProps {
  /** The asset being edited; none for a new one. */
  item?: AssetRowData;
  /**
   * Called with valid values (name trimmed, code trimmed and upper-cased); resolve when saved,
   * reject to keep what was typed.
   */
  onSubmit: (values: AssetFormValues) => Promise<void>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /**
   * Called with true when the form gains unsaved changes and false when it loses them (the leave
   * guard).
   */
  onDirtyChange?: (dirty: boolean) => void;
  /** The tag picker's options: the search results and the picked tags, by id. */
  tagOptions: readonly SelectOption<string>[];
  /**
   * Called with the typed text to search tags (after the typing delay); pass the results as
   * `tagOptions`.
   */
  onTagSearch: (query: string) => void;
  /** A tag search is running: the tag picker shows and announces it. */
  tagsLoading?: boolean;
}

interface Values {
  name: string;
  code: string;
  market: AssetMarket | null;
  kind: AssetKind | null;
  status: AssetStatus;
  tag_ids: string[];
}

/**
 * The asset editor: name, code (unique within its market: the server says "Repeat Asset"),
 * market, kind, status and linked tags. "This is a required field"; bad input sends nothing.
 */
export function AssetForm({
  item,
  onSubmit,
  onCancel,
  onDirtyChange,
  tagOptions,
  onTagSearch,
  tagsLoading,
}: AssetFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    defaultValues: {
      name: item?.name ?? '',
      code: item?.code ?? '',
      market: item?.market ?? null,
      kind: item?.kind ?? null,
      status: item?.status ?? 'ACTIVE',
      tag_ids: item?.tags.map((tag) => tag.id) ?? [],
    },
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const required = t('desk-required');

  return (
    <Form
      form={form}
      aria-label={t('desk-asset-form')}
      onSubmit={async (v) => {
        if (!v.market || !v.kind) return;
        try {
          await onSubmit({
            name: v.name.trim(),
            code: v.code.trim().toUpperCase(),
            market: v.market,
            kind: v.kind,
            status: v.status,
            tag_ids: v.tag_ids,
          });
          form.reset(v);
        } catch {
          // Refused: the caller said why; what was typed stays.
        }
      }}
    >
      <DeskFields>
        <DeskRow>
          <FormTextInput<Values, 'name'>
            name="name"
            label={t('desk-asset-col-name')}
            required
            requiredMessage={required}
            limit={ASSET_NAME_LIMIT}
          />
          <FormTextInput<Values, 'code'>
            name="code"
            label={t('desk-asset-col-code')}
            required
            requiredMessage={required}
            limit={ASSET_CODE_LIMIT}
          />
        </DeskRow>
        <DeskRow>
          <FormSelect<Values, 'market', AssetMarket>
            name="market"
            label={t('desk-asset-col-market')}
            required
            requiredMessage={required}
            options={ASSET_MARKETS.map((m) => ({ value: m, label: t(`desk-asset-market-${m}`) }))}
          />
          <FormSelect<Values, 'kind', AssetKind>
            name="kind"
            label={t('desk-asset-col-kind')}
            required
            requiredMessage={required}
            options={ASSET_KINDS.map((k) => ({ value: k, label: t(`desk-asset-kind-${k}`) }))}
          />
          <FormSelect<Values, 'status', AssetStatus>
            name="status"
            label={t('desk-asset-col-status')}
            required
            options={[
              { value: 'ACTIVE', label: t('desk-asset-status-ACTIVE') },
              { value: 'INACTIVE', label: t('desk-asset-status-INACTIVE') },
            ]}
          />
        </DeskRow>
        <FormCombobox<Values, 'tag_ids', string, true>
          name="tag_ids"
          label={t('desk-asset-col-tags')}
          multiple
          options={tagOptions}
          onSearch={onTagSearch}
          loading={tagsLoading}
        />
      </DeskFields>
      <DeskActions>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('action-cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {t('action-save')}
        </Button>
      </DeskActions>
    </Form>
  );
}
