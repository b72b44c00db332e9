import { useState } from 'react';
import { ProgressBar } from '../../../feedback/ProgressBar';
import { Spinner } from '../../../feedback/Spinner';
import { StatusBadge } from '../../../feedback/StatusBadge';
import { TextInput } from '../../../inputs/TextInput';
import { Button } from '../../../primitives/Button';
import { formatChinaTime } from '../../../utils/chinaTime';
import { DoDont } from './DoDont';
import { Muted, Row } from './shared';

/** 2026-11-27 09:30 in China (GMT+8). */
const PLANNED = Date.UTC(2026, 10, 27, 1, 30);

/** When a push goes out: the badge with the China time, against a bare timestamp. */
export function OperationsScheduledTime() {
  return (
    <DoDont
      do={
        <>
          <Row>
            <span>LPR unchanged in May</span>
            <StatusBadge kind="push" status="scheduled" plannedAt={PLANNED} />
          </Row>
          <Muted>Goes out {formatChinaTime(PLANNED)} (GMT+8), whatever the reader’s zone.</Muted>
        </>
      }
      doCaption="Show a scheduled time in China time with its zone (StatusBadge's plannedAt, formatChinaTime)."
      dont={
        <>
          <Row>
            <span>LPR unchanged in May</span>
            <span>{PLANNED}</span>
          </Row>
          <Muted>start_time</Muted>
        </>
      }
      dontCaption="Show the epoch milliseconds, or a time in the browser's zone without saying which."
    />
  );
}

function SendingWithCancel() {
  const [cancelled, setCancelled] = useState(false);
  return (
    <>
      <TextInput label="Title" defaultValue="LPR unchanged in May" />
      <ProgressBar
        placement="inline"
        label={cancelled ? 'Sending cancelled' : 'Sending to 12,400 devices'}
        value={cancelled ? 0 : 0.4}
        showValue
        tone={cancelled ? 'danger' : 'accent'}
      />
      <Row>
        <Button onClick={() => setCancelled(true)} disabled={cancelled}>
          Cancel sending
        </Button>
      </Row>
    </>
  );
}

/** A long send: progress with Cancel, against a frozen screen. */
export function OperationsCancelSend() {
  return (
    <DoDont
      do={<SendingWithCancel />}
      doCaption="Show the send's progress (ProgressBar with a text value) and keep Cancel available while it runs."
      dont={
        <>
          <TextInput label="Title" defaultValue="LPR unchanged in May" disabled />
          <Row>
            <Spinner label="Please wait" showLabel />
            <Button disabled>Cancel sending</Button>
          </Row>
        </>
      }
      dontCaption="Disable the whole screen behind a spinner: no progress, and no way to stop a wrong push."
    />
  );
}
