import {
  SysMessageEditor,
  useContentPicker,
  type SysMessageData,
  type SysMessagePickType,
  type SysMessageSubmit,
} from '@newsdesk/ui';
import { useCallback } from 'react';
import { usePanelSources } from '../../data/panels';
import { useUserLookup } from '../../data/users';
import { useMessageLeaveGuard } from './useMessageLeaveGuard';

const PICKED = ['omenReport', 'article', 'video', 'roadshow', 'product'] as const;

export interface MessageFormProps {
  initial?: SysMessageData;
  readOnly?: boolean;
  /** Saves; rejects to keep what was typed (after saying why). */
  onSave: (values: SysMessageSubmit) => Promise<void>;
  onCancel: () => void;
  /** Tells the page whether there are unsaved changes (the leave guard lives here). */
  dirtyRef: { current: boolean };
}

/**
 * The message form with its data: users searched as the user types, contents picked through the
 * selection panels (their app link is derived), and the leave guard on unsaved changes.
 */
export function MessageForm({ initial, readOnly, onSave, onCancel, dirtyRef }: MessageFormProps) {
  const users = useUserLookup();
  const panels = usePanelSources(PICKED);
  const picker = useContentPicker(panels.sources);
  useMessageLeaveGuard(useCallback(() => dirtyRef.current, [dirtyRef]));
  const onDirtyChange = useCallback(
    (next: boolean) => {
      dirtyRef.current = next;
    },
    [dirtyRef],
  );
  const pick = async (type: SysMessagePickType) => {
    const picked = await picker.pick(type);
    return picked ? { id: picked.id, title: picked.title } : null;
  };
  return (
    <>
      <SysMessageEditor
        {...(initial ? { initial } : {})}
        readOnly={readOnly ?? false}
        userSearch={{
          results: users.results,
          onSearch: users.onSearch,
          loading: users.loading,
          known: users.known,
        }}
        {...(panels.ready ? { onPickContent: pick } : {})}
        onSubmit={onSave}
        onCancel={onCancel}
        onDirtyChange={onDirtyChange}
      />
      {picker.panel}
    </>
  );
}
