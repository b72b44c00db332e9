import { PushDialog } from '@newsdesk/ui';
import { useState } from 'react';
import { usePushSubmit } from '../../data/push';
import { usePushLinks } from '../operations/push/usePushLinks';

/**
 * Send notification: the push dialog with the new push page's link types, selection panels and
 * sending (`usePushSubmit`), offering the site-wide notification (ticked: the dashboard's button is
 * about the notice shown everywhere). While a selection panel (a drawer) is open the dialog steps
 * aside, since a modal sits above drawers; it stays mounted, so what was typed is kept.
 */
export default function DashboardPushDialog({ onClose }: { onClose: () => void }) {
  const send = usePushSubmit();
  const links = usePushLinks();
  const [picking, setPicking] = useState(false);
  const pick = links.onPickContent;
  const onPickContent = pick
    ? async (type: Parameters<typeof pick>[0]) => {
        setPicking(true);
        try {
          return await pick(type);
        } finally {
          setPicking(false);
        }
      }
    : undefined;
  return (
    <>
      <PushDialog
        open={!picking}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        defaults={{ title: '', body: '' }}
        linkTypes={links.linkTypes}
        {...(onPickContent ? { onPickContent } : {})}
        siteWideOption={{ defaultChecked: true }}
        onSubmit={async (values, options) => {
          await send(values, options?.siteWide ?? false);
        }}
      />
      {links.panel}
    </>
  );
}
