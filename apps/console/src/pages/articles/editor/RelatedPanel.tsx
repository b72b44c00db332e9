import {
  SelectionPanel,
  type RelatedContentField,
  type RelatedContentValue,
  useTranslation,
} from '@newsdesk/ui';
import { usePanelSources, type PanelPick } from '../../../data/panels';

const TYPE_OF = { related_articles: 'article', related_reports: 'omenReport' } as const;
const TYPES = ['article', 'omenReport'] as const;

/**
 * The selection panel of the article editor's related articles (article panel: published research
 * articles of the matrix tag) or related reports (institution-report panel), multi mode. Loaded
 * on demand: the editor's own chunk does not carry the panels.
 */
export default function RelatedPanel({
  field,
  onSelect,
  onClose,
}: {
  field: RelatedContentField;
  onSelect: (picks: RelatedContentValue[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { sources, ready } = usePanelSources(TYPES);
  const type = TYPE_OF[field];
  const source = sources[type];
  if (!ready || !source) return null;
  return (
    <SelectionPanel<PanelPick>
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`picker-title-${type}`)}
      description={source.description}
      mode="multi"
      maxLinks={source.maxLinks}
      onSearch={source.onSearch}
      onSelect={(picks) => onSelect(picks.map((p) => ({ id: Number(p.id), name: p.title })))}
    />
  );
}
