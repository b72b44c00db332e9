import { LayoutGrid, List, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Checkbox } from '../../inputs/Checkbox';
import { Select } from '../../inputs/Select';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { MEDIA_TYPES, type MediaType } from './mediaFiles';

import { theme } from '../../foundations/tokens';
/** The library's filters (content §2, §7 `GET /v1/admin/media`), as the URL keeps them. */
export interface MediaFiltersValue {
  keyword: string;
  /** Only the signed-in user's uploads (the `author_id` filter). */
  mine: boolean;
  /** Only research report files (`only_research`). */
  researchOnly: boolean;
  type: MediaType | null;
  /** The is-report flag: both (null), only reports, only the others. */
  isReport: boolean | null;
}

export interface MediaToolbarProps {
  /** The applied filters: keyword, mine only, research only, file type and report flag. */
  value: MediaFiltersValue;
  /** Called with the filters that changed when the user edits one. */
  onChange: (patch: Partial<MediaFiltersValue>) => void;
  /** The current layout of the library: a `grid` of thumbnails or a `list` of rows. */
  view: 'grid' | 'list';
  /** Called with the layout chosen by the grid/list toggle. */
  onViewChange: (view: 'grid' | 'list') => void;
  /** The files chosen for upload (several at once). */
  onUpload: (files: File[]) => void;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};
  & > form {
    display: flex;
    align-items: flex-end;
    gap: ${theme.space[2]};
  }
`;

const Push = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin-inline-start: auto;
`;

const Error = styled.p`
  margin: 0;
  color: ${theme.color.text.danger};
  font-size: ${theme.font.size.sm};
`;

/**
 * The media library's bar: keyword (Enter), mine, research only, file type, report flag, grid or
 * list, and the upload of many files at once ("Please select your file" when none is chosen).
 */
export function MediaToolbar({ value, onChange, view, onViewChange, onUpload }: MediaToolbarProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value.keyword);
  const [noFile, setNoFile] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Closing the file chooser without a file (the input's `cancel` event): "Please select your file".
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const cancelled = () => setNoFile(true);
    el.addEventListener('cancel', cancelled);
    return () => el.removeEventListener('cancel', cancelled);
  }, []);
  const reportOptions = [
    { value: 'yes', label: t('media-report-only') },
    { value: 'no', label: t('media-report-none') },
  ];
  return (
    <Bar>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ keyword: keyword.trim() });
        }}
      >
        <TextInput label={t('media-search')} type="search" value={keyword} onChange={setKeyword} />
        <Button type="submit">{t('action-search')}</Button>
      </form>
      <Select
        label={t('media-type')}
        placeholder={t('media-type-all')}
        clearable
        options={MEDIA_TYPES.map((type) => ({ value: type, label: t(`media-type-${type}`) }))}
        value={value.type}
        onChange={(type) => onChange({ type })}
      />
      <Select
        label={t('media-is-report')}
        placeholder={t('media-report-any')}
        clearable
        options={reportOptions}
        value={value.isReport === null ? null : value.isReport ? 'yes' : 'no'}
        onChange={(v) => onChange({ isReport: v === null ? null : v === 'yes' })}
      />
      <Checkbox
        label={t('media-mine')}
        checked={value.mine}
        onChange={(mine) => onChange({ mine })}
      />
      <Checkbox
        label={t('media-research-only')}
        checked={value.researchOnly}
        onChange={(researchOnly) => onChange({ researchOnly })}
      />
      <Push>
        <IconButton
          label={t('media-view-grid')}
          icon={<LayoutGrid aria-hidden size={16} />}
          pressed={view === 'grid'}
          onClick={() => onViewChange('grid')}
        />
        <IconButton
          label={t('media-view-list')}
          icon={<List aria-hidden size={16} />}
          pressed={view === 'list'}
          onClick={() => onViewChange('list')}
        />
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={t('media-choose-files')}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            setNoFile(files.length === 0);
            if (files.length) onUpload(files);
          }}
        />
        <Button
          variant="primary"
          icon={<Upload aria-hidden size={16} />}
          onClick={() => input.current?.click()}
          aria-describedby={noFile ? 'media-no-file' : undefined}
        >
          {t('media-upload')}
        </Button>
      </Push>
      {noFile && (
        <Error id="media-no-file" role="alert">
          {t('media-select-file')}
        </Error>
      )}
    </Bar>
  );
}
