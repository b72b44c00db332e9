import { FileClock } from 'lucide-react';
import { useId, type ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { formatChinaTime } from '../../utils/chinaTime';

import { theme } from '../../foundations/tokens';
export interface DraftNoticeProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** When the local draft was written (epoch ms); shown in China time. */
  savedAt: number;
  /** Called by Restore: put the draft's values back into the form. */
  onRestore: () => void;
  /** Called by Discard: delete the local draft. */
  onDiscard: () => void;
}

const Box = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border.medium};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.warningSubtle};
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.sm};

  p {
    flex: 1;
    min-width: 12rem;
    margin: 0;
  }
`;

/**
 * Unsaved edits kept in this browser (a local draft written while a form had changes the server
 * does not have) offered back when the form opens again: restore them into the form, or discard
 * them. The form decides what restoring means; this only offers.
 */
export function DraftNotice({ savedAt, onRestore, onDiscard, ...rest }: DraftNoticeProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box role="region" aria-labelledby={id} {...rest}>
      <FileClock aria-hidden size={16} />
      <p id={id}>
        {t('draft-notice-found', { time: formatChinaTime(savedAt, 'YYYY/MM/DD HH:mm:ss') })}
      </p>
      <Button size="sm" variant="primary" onClick={onRestore}>
        {t('draft-notice-restore')}
      </Button>
      <Button size="sm" variant="secondary" onClick={onDiscard}>
        {t('draft-notice-discard')}
      </Button>
    </Box>
  );
}
