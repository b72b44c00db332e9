import {
  Button,
  emptySourceValues,
  SourceForm,
  useToast,
  type SourceFormValues,
  useTranslation,
} from '@newsdesk/ui';
import { useNavigate, useParams } from 'react-router';
import {
  fieldErrorOf,
  isDuplicateKey,
  subSourceRefusal,
  sourceErrorMessage,
  useSaveSource,
  useSource,
  useSourceGroupOptions,
  type Source,
  type SourceInput,
} from '../../data/sources';
import { ReadFailure } from '../../shell/ReadFailure';
import { RouterLink } from '../../shell/RouterLink';
import { PageHeader, Section, useLeaveGuard } from './shared';

const valuesOf = (s: Source): SourceFormValues => ({
  name: s.name,
  key: s.key,
  nickname: s.nickname ?? '',
  publish_frequency: s.publish_frequency ?? '',
  website: s.website ?? '',
  publish_organization: s.publish_organization ?? '',
  description: s.description ?? '',
  type: s.type ?? '',
  crawler_source: s.crawler_source ?? '',
  avatar: s.avatar ?? '',
  cover: s.cover ?? '',
  status: s.status,
  group_ids: s.groups.map((g) => g.id),
  sub_sources: s.sub_sources.map((sub) => ({
    id: sub.id,
    key: sub.key,
    name: sub.name,
    url: sub.url ?? '',
  })),
});

/** Empty texts are sent as null (cleared), the rest trimmed by the form. */
const inputOf = (v: SourceFormValues): SourceInput => {
  const orNull = (text: string) => (text ? text : null);
  return {
    name: v.name,
    key: v.key,
    nickname: orNull(v.nickname),
    publish_frequency: orNull(v.publish_frequency),
    website: orNull(v.website),
    publish_organization: orNull(v.publish_organization),
    description: orNull(v.description),
    type: orNull(v.type),
    crawler_source: orNull(v.crawler_source),
    avatar: orNull(v.avatar),
    cover: orNull(v.cover),
    status: v.status,
    group_ids: v.group_ids,
    // The whole ordered list (an empty one removes them all), #15.
    sub_sources: (v.sub_sources ?? []).map((sub) => ({
      key: sub.key.trim(),
      name: sub.name.trim(),
      url: orNull(sub.url.trim()),
    })),
  };
};

/**
 * /content/sources/:id (operations §3 Source): every field of a source, its groups, its sub-sources
 * (§2 "Edit sub source", saved with the source) and a link to its external items; `/content/sources/new` creates one. A duplicate key is refused by the server
 * and said next to the key; a missing source reads "Sources not found".
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { id: param } = useParams();
  const isNew = param === 'new';
  const id = !isNew && param && /^\d{1,12}$/.test(param) ? param : null;
  const read = useSource(id);
  const groups = useSourceGroupOptions();
  const save = useSaveSource();
  const guard = useLeaveGuard();

  const submit = async (values: SourceFormValues) => {
    try {
      const saved = await save.run({
        id: isNew ? null : id,
        version: read.source?.version ?? 0,
        input: inputOf(values),
      });
      guard.markSaved();
      toast.success(t('ing-saved'));
      if (isNew) void navigate(`/content/sources/${saved.id}`, { replace: true });
      return undefined;
    } catch (e) {
      const subRefusal = subSourceRefusal(e);
      if (subRefusal) return { field: 'sub_sources' as const, message: subRefusal };
      if (isDuplicateKey(e)) return { field: 'key' as const, message: t('src-key-taken') };
      const field = fieldErrorOf(e);
      if (field && field.field in emptySourceValues) {
        return { field: field.field as keyof SourceFormValues, message: field.message };
      }
      toast.error(sourceErrorMessage(e));
      throw e;
    }
  };

  if (!isNew && (id === null || (!read.loading && !read.source))) {
    return (
      <Section>
        <PageHeader title={t('screen-source')} />
        <ReadFailure
          error={read.error}
          missing={t('ing-sources-not-found')}
          failed={t('ing-load-error')}
          onRetry={read.retry}
          action={<RouterLink href="/content/sources/list">{t('ing-back')}</RouterLink>}
        />
      </Section>
    );
  }
  if (!isNew && !read.source) {
    return (
      <Section aria-busy="true">
        <PageHeader title={t('screen-source')} />
      </Section>
    );
  }
  const source = read.source;
  return (
    <Section>
      <PageHeader title={source ? source.name : t('src-new-title')}>
        {source ? (
          <Button
            variant="ghost"
            onClick={() => void navigate(`/content/sources/external-items?scope=${source.id}`)}
          >
            {t('src-items-link')}
          </Button>
        ) : null}
      </PageHeader>
      <SourceForm
        key={source ? `${source.id}:${source.version}` : 'new'}
        {...(source ? { defaultValues: valuesOf(source) } : {})}
        groupOptions={groups}
        onSubmit={submit}
        onCancel={() => void navigate('/content/sources/list')}
        onDirtyChange={guard.onDirtyChange}
        subSources
      />
    </Section>
  );
}
