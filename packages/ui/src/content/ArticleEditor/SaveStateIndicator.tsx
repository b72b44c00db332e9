import { AlertTriangle, Check, CloudUpload, HardDrive, Loader2, Pencil } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import type { MessageKey } from '../../foundations/i18n/messages';
import { formatChinaTime } from '../../utils/chinaTime';

import { theme } from '../../foundations/tokens';
/**
 * The editor's save states (content §3): the spec's six, plus the in-between ones the autosave
 * passes through (saving, unsaved changes, a failure, a conflict).
 */
export type SaveState =
  | 'idle'
  | 'unsaved'
  | 'saved-locally'
  | 'saving'
  | 'saved-remotely'
  | 'loading'
  | 'loading-template'
  | 'auto-load-template'
  | 'save-complete'
  | 'error'
  | 'conflict';

const LABELS: Record<Exclude<SaveState, 'idle' | 'error'>, MessageKey> = {
  unsaved: 'ae-state-unsaved',
  'saved-locally': 'ae-state-local',
  saving: 'ae-state-saving',
  'saved-remotely': 'ae-state-remote',
  loading: 'ae-state-loading',
  'loading-template': 'ae-state-loading-template',
  'auto-load-template': 'ae-state-auto-template',
  'save-complete': 'ae-state-complete',
  conflict: 'ae-state-conflict',
};

const ICONS: Record<SaveState, ReactNode> = {
  idle: null,
  unsaved: <Pencil aria-hidden />,
  'saved-locally': <HardDrive aria-hidden />,
  saving: <Loader2 aria-hidden data-spin />,
  'saved-remotely': <CloudUpload aria-hidden />,
  loading: <Loader2 aria-hidden data-spin />,
  'loading-template': <Loader2 aria-hidden data-spin />,
  'auto-load-template': <Check aria-hidden />,
  'save-complete': <Check aria-hidden />,
  error: <AlertTriangle aria-hidden />,
  conflict: <AlertTriangle aria-hidden />,
};

const TONE: Record<SaveState, 'neutral' | 'success' | 'danger' | 'warning'> = {
  idle: 'neutral',
  unsaved: 'warning',
  'saved-locally': 'neutral',
  saving: 'neutral',
  'saved-remotely': 'success',
  loading: 'neutral',
  'loading-template': 'neutral',
  'auto-load-template': 'success',
  'save-complete': 'success',
  error: 'danger',
  conflict: 'danger',
};

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
  min-height: ${theme.size.controlSm};

  svg {
    width: ${theme.space[4]};
    height: ${theme.space[4]};
    flex: none;
  }
  &[data-tone='success'] {
    color: ${theme.color.text.success};
  }
  &[data-tone='warning'] {
    color: ${theme.color.text.warning};
  }
  &[data-tone='danger'] {
    color: ${theme.color.text.danger};
  }
  @media (prefers-reduced-motion: no-preference) {
    svg[data-spin] {
      animation: nd-save-spin 1s linear infinite;
    }
  }
  @keyframes nd-save-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export interface SaveStateIndicatorProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /**
   * The save state shown (unsaved, saved locally, saving, saved, error, conflict…); `idle` shows
   * nothing.
   */
  state: SaveState;
  /** When the state was reached (ms); shown as HH:mm:ss China time. */
  at?: number | null;
  /** The failure message for `error`. */
  message?: string;
}

/** Where the draft is: a polite live region with the spec's labels. */
export function SaveStateIndicator({ state, at, message, ...rest }: SaveStateIndicatorProps) {
  const { t } = useTranslation();
  const label =
    state === 'idle'
      ? ''
      : state === 'error'
        ? t('ae-state-error', { message: message ?? '' })
        : t(LABELS[state]);
  const text =
    label && at ? t('ae-state-at', { state: label, time: formatChinaTime(at, 'HH:mm:ss') }) : label;
  return (
    <Root role="status" aria-live="polite" data-tone={TONE[state]} data-state={state} {...rest}>
      {ICONS[state]}
      <span>{text}</span>
    </Root>
  );
}
