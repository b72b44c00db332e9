import { FloatingPortal } from '@floating-ui/react';
import { useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { theme } from '../../foundations/tokens';
import { DialogFocusManager } from '../../overlays/shared/DialogFocusManager';
import { Button } from '../../primitives/Button';
import type { DateShortcut } from '../../utils/chinaTime';
import { Calendar } from '../Calendar/Calendar';
import { PickerFooter, PickerLabel, PickerSurface, ZoneBadge } from '../shared/picker.styles';
import { usePickerPopover } from '../shared/usePickerPopover';

const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
`;

const Shortcuts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[0.5]};
  min-width: calc(${theme.size.controlLg} * 2.5);
  margin: 0;
  padding: 0 ${theme.space[3]} 0 0;
  list-style: none;
  border-right: 1px solid ${theme.color.border.weak};
  & button {
    width: 100%;
    justify-content: flex-start;
  }
`;

export interface RangePopoverProps {
  /** The dialog's id, which the calendar button's `aria-controls` names. */
  id: string;
  /** The calendar button: the focus returns to it, and a press on it is not outside. */
  buttonRef: RefObject<HTMLElement | null>;
  /** The fields' frame, which the popover sits under. */
  fieldRef: RefObject<HTMLElement | null>;
  /** Called when Escape or a press outside closes the popover. */
  onClose: () => void;
  /** The quick ranges shown beside the calendar (none when empty). */
  shortcuts: readonly DateShortcut[];
  /** Called with the quick range chosen. */
  onShortcut: (shortcut: DateShortcut) => void;
  /** Now (ms since the epoch): today's mark. */
  today: number;
  /** The range to highlight (a picked one, or the one being picked), or null. */
  range: { from: number; to: number } | null;
  /** The start of the focused day (China time, ms). */
  focusedDay: number;
  /** Called with the day the arrow keys or the month buttons move to. */
  onFocusedDayChange: (day: number) => void;
  /** Called with the day under the pointer, or null when it leaves. */
  onDayHover: (day: number | null) => void;
  /** The earliest pickable moment (ms), if any. */
  min: number | undefined;
  /** The latest pickable moment (ms), if any. */
  max: number | undefined;
  /** Returns true for days that cannot be picked. */
  disabledDate: ((dayStart: number) => boolean) | undefined;
  /** Called with the day clicked or chosen with Enter. */
  onSelect: (day: number) => void;
  /** The start is picked, the end not yet. */
  pickingEnd: boolean;
}

/**
 * The open calendar of a DateRangePicker: quick ranges and the month grid in a non-modal dialog
 * under the fields, closed by Escape or a press outside. A module of its own, loaded as a range
 * picker first opens (or with the app's preload): a list's filters show without floating-ui.
 */
export function RangePopover({
  id,
  buttonRef,
  fieldRef,
  onClose,
  shortcuts,
  onShortcut,
  pickingEnd,
  ...calendar
}: RangePopoverProps) {
  const { t } = useTranslation();
  const dayRef = useRef<HTMLTableCellElement>(null);
  const { context, floatingStyles, setFloating, getFloatingProps } = usePickerPopover(
    true,
    (open) => {
      if (!open) onClose();
    },
    { buttonRef, fieldRef },
  );
  return (
    <FloatingPortal>
      <DialogFocusManager context={context} modal={false} initialFocus={dayRef}>
        <PickerSurface
          ref={setFloating}
          style={floatingStyles}
          aria-label={t('datepicker-dialog-range')}
          {...getFloatingProps()}
          id={id}
        >
          <Body>
            {shortcuts.length > 0 && (
              <Shortcuts aria-label={t('datepicker-shortcuts')}>
                {shortcuts.map((shortcut) => (
                  <li key={shortcut}>
                    <Button size="sm" variant="ghost" onClick={() => onShortcut(shortcut)}>
                      {t(`datepicker-shortcut-${shortcut}`)}
                    </Button>
                  </li>
                ))}
              </Shortcuts>
            )}
            <Calendar {...calendar} focusRef={dayRef} />
          </Body>
          <PickerFooter>
            <PickerLabel role="status">
              {pickingEnd ? t('datepicker-range-pick-end') : ''}
            </PickerLabel>
            <ZoneBadge>{t('datepicker-timezone')}</ZoneBadge>
          </PickerFooter>
        </PickerSurface>
      </DialogFocusManager>
    </FloatingPortal>
  );
}
