import {
  SourceGroupForm,
  useToast,
  type SourceGroupFormValues,
  useTranslation,
} from '@newsdesk/ui';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  fieldErrorOf,
  sourceErrorMessage,
  useSaveSourceGroup,
  useSourceGroup,
  useSourceOptions,
} from '../../data/sources';
import { ReadFailure } from '../../shell/ReadFailure';
import { RouterLink } from '../../shell/RouterLink';
import { PageHeader, Section, useLeaveGuard } from './shared';

/**
 * /content/sources/groups/:id (operations §3 Source group): name, description, cover and the
 * related sources, searched as the user types; `/content/sources/groups/new` creates one.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { id: param } = useParams();
  const isNew = param === 'new';
  const id = !isNew && param && /^\d{1,12}$/.test(param) ? param : null;
  const read = useSourceGroup(id);
  const [kw, setKw] = useState('');
  const search = useSourceOptions(kw);
  const save = useSaveSourceGroup();
  const guard = useLeaveGuard();
  const group = read.group;

  // The picked sources keep their names while the search shows others.
  const options = useMemo(() => {
    const known = new Map(search.options.map((o) => [o.value, o]));
    for (const s of group?.sources ?? []) {
      if (!known.has(s.id)) known.set(s.id, { value: s.id, label: `${s.name} (${s.key})` });
    }
    return [...known.values()];
  }, [search.options, group]);

  const submit = async (values: SourceGroupFormValues) => {
    try {
      const saved = await save.run({
        id: isNew ? null : id,
        version: group?.version ?? 0,
        input: {
          name: values.name,
          description: values.description || null,
          cover: values.cover || null,
          source_ids: values.source_ids,
        },
      });
      guard.markSaved();
      toast.success(t('ing-saved'));
      if (isNew) void navigate(`/content/sources/groups/${saved.id}`, { replace: true });
      return undefined;
    } catch (e) {
      const field = fieldErrorOf(e);
      if (field && (field.field === 'name' || field.field === 'cover')) {
        return { field: field.field as 'name' | 'cover', message: field.message };
      }
      toast.error(sourceErrorMessage(e));
      throw e;
    }
  };

  if (!isNew && (id === null || (!read.loading && !group))) {
    return (
      <Section>
        <PageHeader title={t('screen-source-group')} />
        <ReadFailure
          error={read.error}
          missing={t('sg-not-found')}
          failed={t('ing-load-error')}
          onRetry={read.retry}
          action={<RouterLink href="/content/sources/groups">{t('ing-back')}</RouterLink>}
        />
      </Section>
    );
  }
  if (!isNew && !group) {
    return (
      <Section aria-busy="true">
        <PageHeader title={t('screen-source-group')} />
      </Section>
    );
  }
  return (
    <Section>
      <PageHeader title={group ? group.name : t('sg-new-title')} />
      <SourceGroupForm
        key={group ? `${group.id}:${group.version}` : 'new'}
        {...(group
          ? {
              defaultValues: {
                name: group.name,
                description: group.description ?? '',
                cover: group.cover ?? '',
                source_ids: group.sources.map((s) => s.id),
              },
            }
          : {})}
        sourceOptions={options}
        onSourceSearch={setKw}
        sourcesLoading={search.loading}
        onSubmit={submit}
        onCancel={() => void navigate('/content/sources/groups')}
        onDirtyChange={guard.onDirtyChange}
      />
    </Section>
  );
}
