import { Pencil, Send } from 'lucide-react';
import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Skeleton } from '../../feedback/Skeleton';
import { Button } from '../../primitives/Button';
import { SloganDialog } from './SloganDialog';

import { theme } from '../../foundations/tokens';
export interface DashboardGreetingProps extends ComponentPropsWithRef<'header'> {
  /** The signed-in staff member's nickname. */
  name: string;
  /** The slogan picked at random from `console-home-slogan`; null: the default slogan. */
  slogan: string | null;
  /** The slogans are still loading. */
  sloganLoading?: boolean;
  /** Every slogan, for the editor; without `onSaveSlogans` there is no edit button. */
  slogans?: readonly string[];
  /** Saves the whole list (one a line); resolve to close the dialog, reject to keep it open. */
  onSaveSlogans?: (slogans: string[]) => Promise<void>;
  /** Opens the send-notification dialog; without it there is no button. */
  onSendNotification?: () => void;
}

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space[3]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
  p {
    margin: ${theme.space[1]} 0 0;
    color: ${theme.color.text.secondary};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
`;

/**
 * The dashboard's greeting (operations §1): the staff member by nickname, with a slogan picked at
 * random from the key-value setting `console-home-slogan`, or the default one; the slogans are
 * editable here, and the send-notification dialog opens from here (operations §2).
 */
export function DashboardGreeting({
  name,
  slogan,
  sloganLoading = false,
  slogans = [],
  onSaveSlogans,
  onSendNotification,
  ...rest
}: DashboardGreetingProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Root {...rest}>
      <div>
        <h1>{t('dash-greeting', { name })}</h1>
        {sloganLoading ? (
          <p>
            <Skeleton width={280} />
          </p>
        ) : (
          <p>{slogan ?? t('dash-default-slogan')}</p>
        )}
      </div>
      <Actions>
        {onSaveSlogans ? (
          <Button
            variant="secondary"
            icon={<Pencil aria-hidden size={14} />}
            onClick={() => setEditing(true)}
          >
            {t('dash-slogan-edit')}
          </Button>
        ) : null}
        {onSendNotification ? (
          <Button
            variant="primary"
            icon={<Send aria-hidden size={14} />}
            onClick={onSendNotification}
          >
            {t('dash-send-notification')}
          </Button>
        ) : null}
      </Actions>
      {onSaveSlogans && editing ? (
        <SloganDialog
          slogans={slogans}
          onOpenChange={setEditing}
          onSave={async (list) => {
            await onSaveSlogans(list);
            setEditing(false);
          }}
        />
      ) : null}
    </Root>
  );
}
