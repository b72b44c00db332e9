import { errorMessage, isConflict } from '@newsdesk/api-client';
import {
  Spinner,
  TagChannelAdd,
  TagContents,
  TagForm,
  sameTagForm,
  tagFormOf,
  useToast,
  type TagFormValue,
  type TagRelationGroupNumber,
  useTranslation,
} from '@newsdesk/ui';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { contentRoute } from '../../data/contentRoutes';
import { tagWriteFieldError, useTag, useTagChannel, useTagWrites, type Tag } from '../../data/tags';
import { useChannelEditor } from './useChannelEditor';
import { ReadFailure } from '../../shell/ReadFailure';
import { RouterLink } from '../../shell/RouterLink';
import { useLeaveGuard } from '../articles/editor/useLeaveGuard';
import { toTagBody } from './tagBody';
import { Header, Panel, Section } from './tagPage.styles';

const GROUPS = new Set<number>([99, ...Array.from({ length: 23 }, (_, i) => i)]);

/** The channel in the URL (`group`, a tag-relation group number); ALL (99) by default. */
function useGroupParam(): [TagRelationGroupNumber, (g: TagRelationGroupNumber) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('group') ?? 99);
  const group = (GROUPS.has(raw) ? raw : 99) as TagRelationGroupNumber;
  return [group, (g) => setParams(g === 99 ? {} : { group: String(g) }, { replace: true })];
}

function TagEditor({ tag }: { tag: Tag }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { update } = useTagWrites();
  const [saved, setSaved] = useState(() => tagFormOf(tag));
  const [value, setValue] = useState<TagFormValue>(saved);
  const [serverErrors, setServerErrors] = useState<{ name?: string }>({});
  const dirty = !sameTagForm(value, saved);
  useLeaveGuard(
    () => dirty,
    () => null,
  );

  return (
    <TagForm
      value={value}
      onChange={(next) => {
        setValue(next);
        if (next.name !== value.name) setServerErrors({});
      }}
      serverErrors={serverErrors}
      submitting={update.isPending}
      onSubmit={async (v) => {
        try {
          const next = await update.mutateAsync({
            id: tag.id,
            version: tag.version,
            ...toTagBody(v),
          });
          const form = tagFormOf(next);
          setSaved(form);
          setValue(form);
          toast.success(t('desk-tag-saved'));
        } catch (e) {
          const field = tagWriteFieldError(e, t);
          if (field.name) setServerErrors(field);
          else toast.error(isConflict(e) ? t('desk-tag-conflict') : errorMessage(e));
        }
      }}
    />
  );
}

/** /content/tags/:id (content §3): the tag's fields, then its contents by channel. */
export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const tag = useTag(Number.isInteger(id) ? id : null);
  const [group, setGroup] = useGroupParam();
  const published = tag.data?.status === 'published';
  const channel = useTagChannel(id, group, { enabled: published });
  const editor = useChannelEditor(id, group);

  const back = <RouterLink href="/content/tags">{t('desk-tag-back')}</RouterLink>;
  // Every state keeps the page heading; a missing tag is final, a failed read offers Retry.
  if (tag.isPending && tag.fetchStatus !== 'idle')
    return (
      <Section aria-busy="true">
        <h1>{t('screen-tag-detail')}</h1>
        <Spinner label={t('feedback-loading')} />
      </Section>
    );
  if (!tag.data)
    return (
      <Section>
        <h1>{t('screen-tag-detail')}</h1>
        <ReadFailure
          error={tag.error}
          missing={t('desk-tag-not-found')}
          failed={t('desk-tag-load-error')}
          onRetry={() => void tag.refetch()}
          action={back}
        />
      </Section>
    );

  return (
    <Section>
      <Header>
        <h1>{tag.data.name}</h1>
        <RouterLink href="/content/tags">
          <ArrowLeft aria-hidden size={14} /> {t('desk-tag-back')}
        </RouterLink>
      </Header>
      <Panel>
        <TagEditor key={`${tag.data.id}:${tag.data.version}`} tag={tag.data} />
      </Panel>
      <TagContents
        group={group}
        onGroupChange={setGroup}
        unpublished={!published}
        rows={channel.items}
        total={channel.total}
        loading={channel.loading || channel.fetchingMore}
        error={channel.error ? errorMessage(channel.error) : undefined}
        onRetry={channel.retry}
        onEndReached={channel.loadMore}
        hrefOf={(row) => contentRoute({ kind: row.kind, id: row.raw_id })}
        linkComponent={RouterLink}
        onRemove={editor.remove}
        toolbar={
          editor.ready ? (
            <TagChannelAdd
              key={group}
              sources={editor.sources}
              defaultGroup={group}
              disabled={editor.busy}
              onAdd={editor.add}
            />
          ) : null
        }
      />
    </Section>
  );
}
