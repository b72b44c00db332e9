import {
  createContext,
  useContext,
  useId,
  useMemo,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { useControllableState } from '../../utils/useControllableState';
import { TabButton, TabCount, TabList, TabPanel } from './Tabs.styles';

export type TabsVariant = 'line' | 'pill';

interface TabsContextValue {
  value: string;
  setValue: (value: string) => void;
  variant: TabsVariant;
  activation: 'automatic' | 'manual';
  tabId: (value: string) => string;
  panelId: (value: string) => string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error(`<${part}> must be used inside <Tabs.Root>.`);
  return ctx;
}

export interface TabsRootProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'defaultValue' | 'onChange'
> {
  /** The selected tab (controlled). */
  value?: string;
  /** The tab selected first (uncontrolled). Give `value` or `defaultValue`. */
  defaultValue?: string;
  /**
   * Called with the value of the tab the user selects (click, or the arrows with automatic
   * activation).
   */
  onValueChange?: (value: string) => void;
  /** `line` (underlined, for page sections and status filters) or `pill` (segmented). */
  variant?: TabsVariant;
  /**
   * `automatic` (default): arrow keys select as they move. `manual`: arrows move focus, Enter or
   * Space selects — for tabs whose selection is expensive (a new request per tab).
   */
  activation?: 'automatic' | 'manual';
}

const idSafe = (value: string) => value.replace(/[^\w-]/g, '_');

/** Holds the selected value; a plain `div` around the list and the panels. */
function TabsRoot({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  variant = 'line',
  activation = 'automatic',
  children,
  ...rest
}: TabsRootProps) {
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const base = useId();
  const ctx = useMemo<TabsContextValue>(
    () => ({
      value,
      setValue,
      variant,
      activation,
      tabId: (v) => `${base}-tab-${idSafe(v)}`,
      panelId: (v) => `${base}-panel-${idSafe(v)}`,
    }),
    [value, setValue, variant, activation, base],
  );
  return (
    <TabsContext value={ctx}>
      <div {...rest}>{children}</div>
    </TabsContext>
  );
}

export interface TabsListProps extends ComponentPropsWithRef<'div'> {
  /** Names the tab list when no visible heading does (e.g. "Article status"). */
  'aria-label'?: string;
}

/**
 * The `role="tablist"`: one tab in the Tab order (roving tabindex); ArrowLeft/ArrowRight move
 * (wrapping, mirrored right-to-left), Home/End go to the first/last tab.
 */
function TabsList({ children, onKeyDown, ...rest }: TabsListProps) {
  const { variant, activation, setValue } = useTabsContext('Tabs.List');
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const list = event.currentTarget;
    const tabs = Array.from(
      list.querySelectorAll<HTMLButtonElement>(':scope > [role="tab"]:not(:disabled)'),
    );
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1 || tabs.length === 0) return;
    const rtl = getComputedStyle(list).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number;
    if (step !== undefined) next = (current + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next]!;
    tab.focus();
    if (activation === 'automatic' && tab.dataset.value !== undefined) setValue(tab.dataset.value);
  };
  return (
    <TabList
      role="tablist"
      aria-orientation="horizontal"
      data-variant={variant}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      {children}
    </TabList>
  );
}

export interface TabsTabProps extends Omit<ComponentPropsWithRef<'button'>, 'value'> {
  /** The value this tab selects. */
  value: string;
  /** A number shown after the label (e.g. how many articles have this status). */
  count?: number;
  /** The tab's label. */
  children: ReactNode;
}

/** One `role="tab"`, selected on click (and on arrow keys with automatic activation). */
function TabsTab({ value, count, children, onClick, ...rest }: TabsTabProps) {
  const ctx = useTabsContext('Tabs.Tab');
  const { i18n } = useTranslation();
  const selected = ctx.value === value;
  return (
    <TabButton
      type="button"
      role="tab"
      id={ctx.tabId(value)}
      aria-selected={selected}
      aria-controls={ctx.panelId(value)}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) ctx.setValue(value);
      }}
      {...rest}
    >
      {children}
      {count !== undefined && (
        <TabCount>{new Intl.NumberFormat(i18n.language).format(count)}</TabCount>
      )}
    </TabButton>
  );
}

export interface TabsPanelProps extends Omit<ComponentPropsWithRef<'div'>, 'value'> {
  /** The tab value this panel belongs to. */
  value: string;
  /** Keeps the content rendered (hidden) while another tab is selected. */
  keepMounted?: boolean;
}

/** The `role="tabpanel"` of one tab; only the selected one is shown. */
function TabsPanel({ value, keepMounted = false, children, ...rest }: TabsPanelProps) {
  const ctx = useTabsContext('Tabs.Panel');
  const selected = ctx.value === value;
  return (
    <TabPanel
      role="tabpanel"
      id={ctx.panelId(value)}
      aria-labelledby={ctx.tabId(value)}
      tabIndex={0}
      hidden={!selected}
      data-variant={ctx.variant}
      {...rest}
    >
      {selected || keepMounted ? children : null}
    </TabPanel>
  );
}

/**
 * Tabs in the ARIA pattern: status tabs over a list (All / Published / Draft / Deleted with
 * counts), sections of an editor.
 *
 * ```tsx
 * <Tabs.Root value={status} onValueChange={setStatus}>
 *   <Tabs.List aria-label="Article status">
 *     <Tabs.Tab value="all" count={1204}>All</Tabs.Tab>
 *     <Tabs.Tab value="published" count={1130}>Published</Tabs.Tab>
 *   </Tabs.List>
 *   <Tabs.Panel value="all">…</Tabs.Panel>
 *   <Tabs.Panel value="published">…</Tabs.Panel>
 * </Tabs.Root>
 * ```
 */
export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Tab: TabsTab,
  Panel: TabsPanel,
};
