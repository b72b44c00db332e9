import { X } from 'lucide-react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { ProgressBar } from '../../feedback/ProgressBar';
import { IconButton } from '../../primitives/IconButton';
import { formatFileSize } from '../../utils/format';
import { uploadKindOf, type MediaUploadItem } from './mediaFiles';

import { theme } from '../../foundations/tokens';
export interface MediaUploadsProps {
  /** The uploads in progress or finished, each with its file, progress and state. */
  items: readonly MediaUploadItem[];
  /** Called with an upload's `uid` when its Cancel button is pressed. */
  onCancel: (uid: string) => void;
}

const Panel = styled.section`
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  padding: ${theme.space[3]};
  h2 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.font.size.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
  }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr) auto;
  align-items: center;
  gap: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  & > span {
    overflow-wrap: anywhere;
  }
  &[data-status='failed'] em {
    color: ${theme.color.text.danger};
  }
  em {
    font-style: normal;
    color: ${theme.color.text.secondary};
  }
`;

/** The files of an upload batch: name, type by extension, size, progress, and cancel per file. */
export function MediaUploads({ items, onCancel }: MediaUploadsProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Panel aria-labelledby="media-uploads-title">
      <h2 id="media-uploads-title">{t('media-uploads')}</h2>
      <ul>
        {items.map((item) => (
          <Row key={item.uid} data-status={item.status}>
            <span>
              {item.name}
              <br />
              <em>
                {t(`media-kind-${uploadKindOf(item.name)}`)} · {formatFileSize(item.size)}
              </em>
            </span>
            {item.status === 'uploading' ? (
              <ProgressBar
                placement="inline"
                value={item.percent}
                showValue
                label={t('media-uploading', { name: item.name })}
              />
            ) : (
              <em role="status">
                {item.status === 'failed'
                  ? (item.error ?? t('media-upload-failed'))
                  : t(`media-upload-${item.status}`)}
              </em>
            )}
            {item.status === 'uploading' ? (
              <IconButton
                label={t('media-cancel-upload', { name: item.name })}
                icon={<X aria-hidden size={16} />}
                onClick={() => onCancel(item.uid)}
              />
            ) : (
              <span />
            )}
          </Row>
        ))}
      </ul>
    </Panel>
  );
}
