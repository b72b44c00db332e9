import { useState } from 'react';
import { useController, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import {
  FormDateTimePicker,
  FormRadioGroup,
  FormTextArea,
  FormTextInput,
} from '../../forms/FormControls';
import { Select } from '../../inputs/Select';
import { Button } from '../../primitives/Button';
import { Stack } from '../../primitives/Stack';
import {
  checkPushTime,
  isPushLink,
  PUSH_LINK_TYPES,
  type PushLinkedContent,
  type PushLinkType,
} from './pushRules';

import { theme } from '../../foundations/tokens';
export type PushPlatform = 'all' | 'android' | 'ios';

export interface PushDialogValues {
  title: string;
  body: string;
  /** When to send (ms); null = now. */
  start_time: number | null;
  platform: PushPlatform;
  /** What the push opens: a content type, or `customize` for a hand-written link. */
  link_type: PushLinkType;
  /** The link (derived from the picked content, or typed for `customize`); '' for none. */
  url: string;
  /** The picked content's id; null for `customize` or when the form has no link section. */
  content_id: number | string | null;
}

/** The notification title limit of the spec (operations §Push: "default 80"). */
export const PUSH_TITLE_LIMIT = 80;

/** What the push form is given (the dialog on lists and the create page share it). */
export interface PushFormOptions {
  /** Values the form starts with, read at mount. */
  defaults: Pick<PushDialogValues, 'title' | 'body'>;
  /** The content the push opens, read at mount (its type, link and publish time). */
  content?: PushLinkedContent;
  /** Opens the app's selection panel for a link type and resolves with the pick (null: cancelled). */
  onPickContent?: (type: Exclude<PushLinkType, 'customize'>) => Promise<PushLinkedContent | null>;
  /**
   * The link types offered (default: all six when `onPickContent` is given). Given on its own, the
   * form has a link section with these types (`['customize']`: a typed link only).
   */
  linkTypes?: readonly PushLinkType[];
  /** The publish time of the content when no `content` is given (null: not published). */
  contentPublishedAt?: number | null;
  /** The clock (stories and tests). */
  now?: number;
}

/** The state of one push form: the react-hook-form form and the picked content. */
export function usePushForm({
  defaults,
  content: initialContent,
  onPickContent,
  linkTypes: linkTypesProp,
  contentPublishedAt,
  now,
}: PushFormOptions) {
  const linkTypes = linkTypesProp ?? PUSH_LINK_TYPES;
  const withLink =
    initialContent !== undefined || onPickContent !== undefined || linkTypesProp !== undefined;
  const [content, setContent] = useState<PushLinkedContent | null>(initialContent ?? null);
  const [picking, setPicking] = useState(false);
  const form = useForm<PushDialogValues>({
    defaultValues: {
      ...defaults,
      start_time: null,
      platform: 'all',
      link_type: initialContent?.type ?? (withLink ? (linkTypes[0] ?? 'customize') : 'customize'),
      url: initialContent?.url ?? '',
      content_id: initialContent?.id ?? null,
    },
    mode: 'onChange',
  });
  const { setValue, trigger } = form;

  // The publish time the send time is checked against (undefined: no check).
  const publishedAt = (type: PushLinkType) => {
    if (!withLink) return contentPublishedAt;
    if (type === 'customize') return undefined;
    return content ? content.publishedAt : contentPublishedAt;
  };

  const applyContent = (next: PushLinkedContent | null) => {
    setContent(next);
    setValue('url', next?.url ?? '', { shouldDirty: true });
    setValue('content_id', next?.id ?? null, { shouldDirty: true });
    if (next) void trigger(['url', 'start_time']);
  };

  const pick = async (type: PushLinkType) => {
    if (!onPickContent || type === 'customize') return;
    setPicking(true);
    try {
      const picked = await onPickContent(type);
      if (picked) applyContent(picked);
    } finally {
      setPicking(false);
    }
  };

  return {
    form,
    content,
    picking,
    withLink,
    linkTypes,
    canPick: onPickContent !== undefined,
    publishedAt,
    applyContent,
    pick,
    now,
  };
}

export type PushFormState = ReturnType<typeof usePushForm>;

const LinkRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/**
 * The fields of a push (operations §5): title (required, at most 80 characters with a counter, the
 * spec's messages), text, the link by type (a picked content's link for omenReport, article, video,
 * roadshow and product, a typed one only for `customize`), send time in China time (empty = now;
 * never earlier than now nor than the linked content's publish time; the content must be
 * published), platform (all, Android, iOS). Used inside a `Form` of `state.form`.
 */
export function PushFields({ state }: { state: PushFormState }) {
  const { t } = useTranslation();
  const { form, content, picking, withLink, linkTypes, canPick, publishedAt, now } = state;
  const { control, trigger } = form as UseFormReturn<PushDialogValues>;
  const linkType = useController({ name: 'link_type', control });
  const currentType = useWatch({ control, name: 'link_type' });
  const customize = currentType === 'customize';

  return (
    <Stack gap={3}>
      <FormTextInput
        control={control}
        name="title"
        label={t('push-title')}
        required
        requiredMessage={t('error-notification-title-empty')}
        limit={PUSH_TITLE_LIMIT}
        limitMessage={t('error-notification-title-limit', { limit: PUSH_TITLE_LIMIT })}
        validateOn="change"
      />
      <FormTextArea
        control={control}
        name="body"
        label={t('push-body')}
        required
        limit={500}
        validateOn="change"
      />
      {withLink ? (
        <>
          <Select<PushLinkType>
            label={t('push-link-type')}
            options={linkTypes.map((type) => ({
              value: type,
              label: t(`push-link-type-${type}`),
            }))}
            value={linkType.field.value}
            disabled={!canPick}
            onChange={(type) => {
              if (!type || type === linkType.field.value) return;
              linkType.field.onChange(type);
              // A new type needs a new pick (or a typed link for customize).
              state.applyContent(null);
              form.clearErrors('url');
              void trigger('start_time');
            }}
          />
          <LinkRow>
            <FormTextInput
              control={control}
              name="url"
              label={t('push-link')}
              readOnly={!customize}
              placeholder={customize ? 'https://' : t('push-link-from-content')}
              validateOn="change"
              rules={{
                link: (value, values) => {
                  const text = typeof value === 'string' ? value : '';
                  if (values.link_type !== 'customize')
                    return text !== '' || t('push-content-required');
                  if (text.trim() === '') return t('validation-required');
                  return isPushLink(text) || t('validation-data-format');
                },
              }}
            />
            {canPick && !customize ? (
              <Button
                variant="secondary"
                loading={picking}
                onClick={() => void state.pick(currentType)}
              >
                {content ? t('push-change-content') : t('push-choose-content')}
              </Button>
            ) : null}
          </LinkRow>
        </>
      ) : null}
      <FormDateTimePicker
        control={control}
        name="start_time"
        label={t('push-start-time')}
        hint={t('push-start-time-hint')}
        clearable
        validateOn="change"
        {...(now !== undefined ? { now } : {})}
        rules={{
          time: (value, values) => {
            const error = checkPushTime(
              (value as number | null | undefined) ?? null,
              now ?? Date.now(),
              publishedAt(values.link_type),
            );
            return error === null || t(error);
          },
        }}
      />
      <FormRadioGroup<PushDialogValues, 'platform', PushPlatform>
        control={control}
        name="platform"
        label={t('push-platform')}
        orientation="horizontal"
        options={(['all', 'android', 'ios'] as const).map((p) => ({
          value: p,
          label: t(`push-platform-${p}`),
        }))}
      />
    </Stack>
  );
}
