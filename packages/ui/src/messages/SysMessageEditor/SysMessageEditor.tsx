import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { RichTextField } from '../../editor/RichTextField';
import { Form } from '../../forms/Form';
import {
  FormDateTimePicker,
  FormRadioGroup,
  FormSelect,
  FormTextInput,
} from '../../forms/FormControls';
import { FormField } from '../../forms/FormField';
import { Combobox } from '../../inputs/Combobox';
import { Select } from '../../inputs/Select';
import { Button } from '../../primitives/Button';
import { Stack } from '../../primitives/Stack';
import { formatChinaTime } from '../../utils/chinaTime';
import {
  SYS_MESSAGE_LEVELS,
  NOTIFICATION_TYPES,
  SYS_MESSAGE_BODY_LIMIT,
  SYS_MESSAGE_TITLE_LIMIT,
  notificationTypeOf,
  type SysMessageLevel,
  type NotificationType,
  type SysMessageAudience,
  type SysMessageData,
  type SysMessageStatus,
} from '../types';

import { theme } from '../../foundations/tokens';
/** What a message opens: nothing, a typed web address, or a content picked in a selection panel. */
export type SysMessageLinkType =
  'none' | 'customize' | 'omenReport' | 'article' | 'video' | 'roadshow' | 'product';
export type SysMessagePickType = Exclude<SysMessageLinkType, 'none' | 'customize'>;
export const SYS_MESSAGE_LINK_TYPES: readonly SysMessageLinkType[] = [
  'none',
  'customize',
  'omenReport',
  'article',
  'video',
  'roadshow',
  'product',
];

/** The app link segment of each picked type (the contract's `SystemMessageAppLink`). */
export const SYS_MESSAGE_APP_PATH: Record<SysMessagePickType, string> = {
  omenReport: 'report',
  article: 'article',
  video: 'video',
  roadshow: 'roadshow',
  product: 'product',
};

/** The app link of a picked content. */
export const appLinkOf = (type: SysMessagePickType, id: number | string) =>
  `newsdesk://${SYS_MESSAGE_APP_PATH[type]}/${id}`;

/** The link type a stored link was made with. */
export function linkTypeOf(url: string | null): SysMessageLinkType {
  if (!url) return 'none';
  const app = /^newsdesk:\/\/(report|article|video|roadshow|product)\/\d+$/.exec(url);
  if (!app) return 'customize';
  const segment = app[1];
  const found = (Object.keys(SYS_MESSAGE_APP_PATH) as SysMessagePickType[]).find(
    (k) => SYS_MESSAGE_APP_PATH[k] === segment,
  );
  return found ?? 'customize';
}

const isWebLink = (text: string) => {
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
};

export interface SysMessageFormValues {
  title: string;
  content: string;
  notification_type: NotificationType;
  audience_type: SysMessageAudience['type'];
  membership_levels: SysMessageLevel[];
  user_ids: number[];
  link_type: SysMessageLinkType;
  url: string;
  send_at: number | null;
  status: SysMessageStatus;
}

/** What the form saves (the contract's `SystemMessageInput` without id and version). */
export interface SysMessageSubmit {
  title: string;
  content: string;
  notification_type: NotificationType;
  audience: SysMessageAudience;
  url: string | null;
  send_at: number | null;
  status: SysMessageStatus;
}

export interface SysMessageUserOption {
  id: number;
  name: string;
}

export interface SysMessageEditorProps {
  /** The message edited (absent: a new message). Read at mount; remount (key) to reload. */
  initial?: SysMessageData;
  /** The users audience's search (users by keyword, remote). */
  userSearch: {
    results: readonly SysMessageUserOption[];
    onSearch: (query: string) => void;
    loading?: boolean;
    /** Names of users seen so far, for the chosen ones. */
    known?: ReadonlyMap<number, string>;
  };
  /** Opens the selection panel of a type; resolves with the pick, or null when cancelled. */
  onPickContent?: (
    type: SysMessagePickType,
  ) => Promise<{ id: number | string; title: string } | null>;
  /** Saves; resolve when saved, reject to keep what was typed (the caller says why). */
  onSubmit: (values: SysMessageSubmit) => Promise<void>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /** Told when the form gains or loses unsaved changes (the leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Shown, not editable (a normal user). */
  readOnly?: boolean;
  /** The clock (stories and tests). */
  now?: number;
}

function defaultsOf(initial: SysMessageData | undefined): SysMessageFormValues {
  const audience = initial?.audience ?? { type: 'all' as const };
  return {
    title: initial?.title ?? '',
    content: initial?.content ?? '',
    notification_type: initial ? notificationTypeOf(initial) : 'system',
    audience_type: audience.type,
    membership_levels: audience.type === 'membership' ? [...audience.membership_levels] : [],
    user_ids: audience.type === 'users' ? [...audience.user_ids] : [],
    link_type: linkTypeOf(initial?.url ?? null),
    url: initial?.url ?? '',
    send_at: initial?.send_at ?? null,
    status: initial?.status ?? 'published',
  };
}

export function toSubmit(v: SysMessageFormValues): SysMessageSubmit {
  const audience: SysMessageAudience =
    v.audience_type === 'membership'
      ? { type: 'membership', membership_levels: v.membership_levels }
      : v.audience_type === 'users'
        ? { type: 'users', user_ids: v.user_ids }
        : { type: 'all' };
  return {
    title: v.title.trim(),
    content: v.content,
    notification_type: v.notification_type,
    audience,
    url: v.link_type === 'none' || v.url.trim() === '' ? null : v.url.trim(),
    send_at: v.send_at,
    status: v.status,
  };
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};

  & > .grow {
    flex: 1 1 240px;
    min-width: 0;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  justify-content: flex-end;
`;

/**
 * The system message form (`/message/create`, `/message/{id}`): title (required, at most 100),
 * notification type (comment, like, at, follow, system), the message as rich text (required, at
 * most 5,000 characters of HTML), audience (every user, members of tiers, chosen users), the link
 * (none, a web address, or a content picked in its selection panel), the sending time in China
 * time (empty = on publication; in the future) and published or draft.
 */
export function SysMessageEditor({
  initial,
  userSearch,
  onPickContent,
  onSubmit,
  onCancel,
  onDirtyChange,
  readOnly = false,
  now,
}: SysMessageEditorProps) {
  const { t } = useTranslation();
  const form = useForm<SysMessageFormValues>({
    defaultValues: defaultsOf(initial),
    mode: 'onChange',
    disabled: readOnly,
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const delivered = initial?.sent_at !== null && initial?.sent_at !== undefined;

  return (
    <Form
      form={form}
      errorSummary="none"
      onSubmit={async (values) => {
        try {
          await onSubmit(toSubmit(values));
          form.reset(values);
        } catch {
          // Refused: the caller said why; what was typed stays.
        }
      }}
    >
      <Panel aria-label={t('sysmsg-form')}>
        {delivered ? (
          <Note>{t('sysmsg-delivered-note', { time: formatChinaTime(initial.sent_at!) })}</Note>
        ) : null}
        <Row>
          <div className="grow">
            <FormTextInput<SysMessageFormValues, 'title'>
              name="title"
              label={t('sysmsg-title')}
              required
              limit={SYS_MESSAGE_TITLE_LIMIT}
              validateOn="change"
              readOnly={readOnly}
            />
          </div>
          <FormSelect<SysMessageFormValues, 'notification_type', NotificationType>
            name="notification_type"
            label={t('sysmsg-type')}
            disabled={readOnly}
            options={NOTIFICATION_TYPES.map((n) => ({ value: n, label: t(`sysmsg-type-${n}`) }))}
          />
        </Row>
        <BodyField readOnly={readOnly} />
        <AudienceFields form={form} userSearch={userSearch} readOnly={readOnly} />
        <LinkFields form={form} onPickContent={onPickContent} readOnly={readOnly} />
        <FormDateTimePicker<SysMessageFormValues, 'send_at'>
          name="send_at"
          label={t('sysmsg-send-at')}
          hint={t('sysmsg-send-at-hint')}
          clearable
          disabled={readOnly || delivered}
          validateOn="change"
          {...(now !== undefined ? { now } : {})}
          rules={{
            future: (value) => {
              const at = (value as number | null | undefined) ?? null;
              if (at === null || delivered) return true;
              return at > (now ?? Date.now()) || t('sysmsg-error-send-at');
            },
          }}
        />
        <FormRadioGroup<SysMessageFormValues, 'status', SysMessageStatus>
          name="status"
          label={t('sysmsg-publish')}
          orientation="horizontal"
          disabled={readOnly}
          options={[
            { value: 'published', label: t('sysmsg-publish-published') },
            { value: 'draft', label: t('sysmsg-publish-draft') },
            ...(initial?.status === 'deleted'
              ? [{ value: 'deleted' as const, label: t('sysmsg-status-deleted') }]
              : []),
          ]}
        />
        {readOnly ? (
          <Note role="note">{t('sysmsg-read-only')}</Note>
        ) : (
          <Actions>
            {onCancel ? (
              <Button variant="secondary" onClick={onCancel}>
                {t('action-cancel')}
              </Button>
            ) : null}
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {t('sysmsg-save')}
            </Button>
          </Actions>
        )}
      </Panel>
    </Form>
  );
}

/** The message as rich text (Plate), HTML in and out; required, at most 5,000 characters. */
function BodyField({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <FormField<SysMessageFormValues, 'content'>
      name="content"
      label={t('sysmsg-body')}
      required
      validateOn="change"
      rules={{
        limit: (value) =>
          (typeof value === 'string' ? value.length : 0) <= SYS_MESSAGE_BODY_LIMIT ||
          t('sysmsg-body-limit', { limit: SYS_MESSAGE_BODY_LIMIT.toLocaleString('en-US') }),
      }}
      render={({ controlProps }) => <RichTextField {...controlProps} readOnly={readOnly} />}
    />
  );
}

function AudienceFields({
  form,
  userSearch,
  readOnly,
}: {
  form: UseFormReturn<SysMessageFormValues>;
  userSearch: SysMessageEditorProps['userSearch'];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const type = useWatch({ control: form.control, name: 'audience_type' });
  const chosen = useWatch({ control: form.control, name: 'user_ids' });
  // Names of the chosen users: from the searches, or remembered when picked.
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  const nameOf = (id: number) =>
    names.get(id) ??
    userSearch.known?.get(id) ??
    userSearch.results.find((u) => u.id === id)?.name ??
    `#${id}`;
  const userOptions = useMemo(() => {
    const picked = new Set(chosen);
    return [
      ...chosen.map((id) => ({ value: id, label: nameOf(id) })),
      ...userSearch.results
        .filter((u) => !picked.has(u.id))
        .map((u) => ({ value: u.id, label: u.name })),
    ];
    // nameOf reads the same inputs listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen, userSearch.results, userSearch.known, names]);

  return (
    <Stack gap={3}>
      <FormRadioGroup<SysMessageFormValues, 'audience_type', SysMessageAudience['type']>
        name="audience_type"
        label={t('sysmsg-audience')}
        orientation="horizontal"
        disabled={readOnly}
        options={(['all', 'membership', 'users'] as const).map((a) => ({
          value: a,
          label: t(`sysmsg-audience-${a}`),
        }))}
      />
      {type === 'membership' ? (
        <FormField<SysMessageFormValues, 'membership_levels'>
          name="membership_levels"
          label={t('sysmsg-levels')}
          hint={t('sysmsg-levels-hint')}
          validateOn="change"
          rules={{
            some: (value, values) =>
              values.audience_type !== 'membership' ||
              (Array.isArray(value) && value.length > 0) ||
              t('validation-required'),
          }}
          render={({ controlProps }) => (
            <Combobox<SysMessageLevel, true>
              multiple
              label={controlProps.label}
              hint={controlProps.hint}
              error={controlProps.error}
              required
              disabled={readOnly}
              value={controlProps.value}
              onChange={(levels) => controlProps.onChange([...levels])}
              options={SYS_MESSAGE_LEVELS.map((l) => ({
                value: l,
                label: t(`sysmsg-level-${l}`),
              }))}
            />
          )}
        />
      ) : null}
      {type === 'users' ? (
        <FormField<SysMessageFormValues, 'user_ids'>
          name="user_ids"
          label={t('sysmsg-users')}
          validateOn="change"
          rules={{
            some: (value, values) =>
              values.audience_type !== 'users' ||
              (Array.isArray(value) && value.length > 0) ||
              t('validation-required'),
          }}
          render={({ controlProps }) => (
            <Combobox<number, true>
              multiple
              label={controlProps.label}
              placeholder={t('sysmsg-users-search')}
              hint={t('sysmsg-users-count', { count: controlProps.value.length })}
              error={controlProps.error}
              required
              disabled={readOnly}
              value={controlProps.value}
              options={userOptions}
              onSearch={userSearch.onSearch}
              loading={userSearch.loading}
              onChange={(ids) => {
                const next = new Map(names);
                for (const id of ids) next.set(id, nameOf(id));
                setNames(next);
                controlProps.onChange([...ids]);
              }}
            />
          )}
        />
      ) : null}
    </Stack>
  );
}

function LinkFields({
  form,
  onPickContent,
  readOnly,
}: {
  form: UseFormReturn<SysMessageFormValues>;
  onPickContent: SysMessageEditorProps['onPickContent'];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const type = useWatch({ control: form.control, name: 'link_type' });
  const url = useWatch({ control: form.control, name: 'url' });
  const [picked, setPicked] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const pickable = type !== 'none' && type !== 'customize';
  // Only a typed web address is written by hand; the others come from their panels.
  const types = SYS_MESSAGE_LINK_TYPES.filter(
    (l) => l === 'none' || l === 'customize' || onPickContent !== undefined || l === type,
  );

  const pick = async () => {
    if (!onPickContent || !pickable) return;
    setPicking(true);
    try {
      const item = await onPickContent(type);
      if (item) {
        setPicked(item.title);
        form.setValue('url', appLinkOf(type, item.id), { shouldDirty: true });
        void form.trigger('url');
      }
    } finally {
      setPicking(false);
    }
  };

  return (
    <Row>
      <FormField<SysMessageFormValues, 'link_type'>
        name="link_type"
        label={t('sysmsg-link-type')}
        render={({ controlProps }) => (
          <Select<SysMessageLinkType>
            label={controlProps.label}
            disabled={readOnly}
            value={controlProps.value}
            options={types.map((l) => ({ value: l, label: t(`sysmsg-link-${l}`) }))}
            onChange={(next) => {
              if (!next || next === controlProps.value) return;
              controlProps.onChange(next);
              // A new type needs a new pick (or a typed address): the old link goes.
              if (form.getValues('url') !== '' && linkTypeOf(form.getValues('url')) !== next)
                form.setValue('url', '', { shouldDirty: true });
              form.clearErrors('url');
              setPicked(null);
            }}
          />
        )}
      />
      {type !== 'none' ? (
        <>
          <div className="grow">
            <FormTextInput<SysMessageFormValues, 'url'>
              name="url"
              label={t('sysmsg-url')}
              readOnly={readOnly || pickable}
              placeholder={pickable ? t('sysmsg-url-from-content') : 'https://'}
              hint={picked && pickable && url ? t('sysmsg-linked', { title: picked }) : undefined}
              validateOn="change"
              rules={{
                link: (value, values) => {
                  const text = typeof value === 'string' ? value.trim() : '';
                  if (values.link_type === 'none') return true;
                  if (values.link_type !== 'customize')
                    return text !== '' || t('sysmsg-content-required');
                  if (text === '') return t('validation-required');
                  return isWebLink(text) || t('validation-data-format');
                },
              }}
            />
          </div>
          {pickable && onPickContent && !readOnly ? (
            <Button variant="secondary" loading={picking} onClick={() => void pick()}>
              {url ? t('sysmsg-change-content') : t('sysmsg-choose-content')}
            </Button>
          ) : null}
        </>
      ) : null}
    </Row>
  );
}
