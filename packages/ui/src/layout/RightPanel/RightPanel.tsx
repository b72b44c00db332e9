import { Languages, ListChecks, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { dormancy, LivePart, useLive } from '../../utils/dormant';
import { IconButton } from '../../primitives/IconButton';

import { theme } from '../../foundations/tokens';
export type RightPanelState = 'none' | 'search' | 'task' | 'languages';

export interface RightPanelProps {
  /** Which panel is open; `none` closes it. */
  state: RightPanelState;
  /**
   * Called with the panel to show when its button is pressed, or `none` when the shown one is
   * pressed again or the drawer closes.
   */
  onStateChange: (state: RightPanelState) => void;
  /** The body of each panel; a panel without a body gets no button. */
  panels: Partial<Record<Exclude<RightPanelState, 'none'>, ReactNode>>;
}

const Buttons = styled.div`
  display: inline-flex;
  gap: ${theme.space[1]};
`;

// The drawer's code (floating-ui) loads as a panel first opens, or with the app's preload.
const drawer = dormancy(() => import('../../overlays/Drawer/Drawer').then((m) => m.Drawer));

const icons = {
  search: <Search aria-hidden size={18} />,
  task: <ListChecks aria-hidden size={18} />,
  languages: <Languages aria-hidden size={18} />,
} as const;

const titles = {
  search: 'panel-search',
  task: 'panel-task',
  languages: 'panel-languages',
} as const;

/**
 * The right panel of the shell (content §2): none, search, task or languages. The buttons open a
 * panel; the overlay, Escape or the close button return to none.
 */
export function RightPanel({ state, onStateChange, panels }: RightPanelProps) {
  const { t } = useTranslation();
  const kinds = (['search', 'task', 'languages'] as const).filter((k) => panels[k] !== undefined);
  const open = state !== 'none' && panels[state] !== undefined;
  const Drawer = useLive(drawer, open);
  return (
    <>
      <Buttons>
        {kinds.map((k) => (
          <IconButton
            key={k}
            label={t(titles[k])}
            icon={icons[k]}
            variant="ghost"
            pressed={state === k}
            onClick={() => onStateChange(state === k ? 'none' : k)}
          />
        ))}
      </Buttons>
      {open && Drawer ? (
        <LivePart
          component={Drawer}
          props={{
            open: true,
            onOpenChange: (next: boolean) => {
              if (!next) onStateChange('none');
            },
            title: t(titles[state]),
            children: panels[state],
          }}
        />
      ) : null}
    </>
  );
}
