import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Form } from '../../forms/Form';
import {
  FormDateTimePicker,
  FormRadioGroup,
  FormTextArea,
  FormTextInput,
} from '../../forms/FormControls';
import { Select } from '../../inputs/Select';
import { Modal } from '../../overlays/Modal';
import { Button } from '../../primitives/Button';
import { Stack } from '../../primitives/Stack';
import {
  checkPushTime,
  isPushLink,
  PUSH_LINK_TYPES,
  type PushLinkedContent,
  type PushLinkType,
} from './pushRules';

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
  /** The picked content's id; null for `customize` or when the dialog has no link section. */
  content_id: number | string | null;
}

export interface PushDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the push opens, shown above the form (the article's title); `content.title` wins. */
  contentTitle?: string;
  /**
   * Values the form starts with (the article's title and summary), read when the dialog mounts:
   * mount one dialog per piece of content (e.g. `key` it by the content's id).
   */
  defaults: Pick<PushDialogValues, 'title' | 'body'>;
  /**
   * The content the push opens (from a list: the article), read at mount. Its type is the link
   * type, its `url` the link and its `publishedAt` bounds the send time (operations §5).
   */
  content?: PushLinkedContent;
  /**
   * Opens the app's selection panel for a link type and resolves with the pick (null: cancelled).
   * With it, the link type can be changed (operations §5 "link by type").
   */
  onPickContent?: (type: Exclude<PushLinkType, 'customize'>) => Promise<PushLinkedContent | null>;
  /** The link types offered when `onPickContent` is given (default: all six). */
  linkTypes?: readonly PushLinkType[];
  /**
   * The publish time of the content when no `content` is given (null: not published). The send
   * time may not be earlier.
   */
  contentPublishedAt?: number | null;
  /**
   * Called with valid values. The button is busy until it settles; the dialog closes when it
   * resolves and stays open with what was typed when it rejects (the caller reports the refusal).
   */
  onSubmit: (values: PushDialogValues) => Promise<void>;
  /** The clock (stories and tests). */
  now?: number;
}

/** The notification title limit of the spec (operations §Push: "default 80"). */
export const PUSH_TITLE_LIMIT = 80;

const LinkRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/**
 * A push notification (operations §5): title (required, at most 80 characters with a counter, the
 * spec's messages), text, send time in China time (empty = now; never earlier than now nor than
 * the linked content's publish time; the content must be published), platform (all, Android, iOS)
 * and the link by type: a picked content's link for omenReport, article, video, roadshow and
 * product, a typed one only for `customize`.
 */
export function PushDialog({
  open,
  onOpenChange,
  contentTitle,
  defaults,
  content: initialContent,
  onPickContent,
  linkTypes = PUSH_LINK_TYPES,
  contentPublishedAt,
  onSubmit,
  now,
}: PushDialogProps) {
  const { t } = useTranslation();
  const withLink = initialContent !== undefined || onPickContent !== undefined;
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
  const { control, formState, setValue, trigger } = form;
  const linkType = useController({ name: 'link_type', control });
  const currentType = useWatch({ control, name: 'link_type' });
  const customize = currentType === 'customize';

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

  const pick = async () => {
    if (!onPickContent || customize) return;
    setPicking(true);
    try {
      const picked = await onPickContent(currentType);
      if (picked) applyContent(picked);
    } finally {
      setPicking(false);
    }
  };

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange} size="md">
      <Form
        form={form}
        onSubmit={async (values) => {
          try {
            await onSubmit(values);
          } catch {
            // Refused: the caller has said why (a toast); the dialog keeps what was typed.
            return;
          }
          onOpenChange(false);
        }}
        errorSummary="none"
      >
        <Modal.Header>{t('push-dialog-title')}</Modal.Header>
        <Modal.Body>
          <Stack gap={3}>
            {content || contentTitle ? (
              <Modal.Description>
                {t('push-dialog-for', { title: content?.title ?? contentTitle })}
              </Modal.Description>
            ) : null}
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
                  disabled={!onPickContent}
                  onChange={(type) => {
                    if (!type || type === linkType.field.value) return;
                    linkType.field.onChange(type);
                    // A new type needs a new pick (or a typed link for customize).
                    applyContent(null);
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
                  {onPickContent && !customize ? (
                    <Button variant="secondary" loading={picking} onClick={() => void pick()}>
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
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('action-cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            {t('push-send')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal.Root>
  );
}
