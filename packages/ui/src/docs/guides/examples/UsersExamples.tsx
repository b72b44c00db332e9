import { useState } from 'react';
import { StatusBadge } from '../../../feedback/StatusBadge';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Button } from '../../../primitives/Button';
import { DoDont } from './DoDont';
import { Dot, Muted, Row } from './shared';

function FreezeWithConfirm() {
  const [open, setOpen] = useState(false);
  const [frozen, setFrozen] = useState(false);
  return (
    <>
      <Row>
        <span>Li Wei</span>
        <StatusBadge kind="user" status={frozen ? 'frozen' : 'normal'} />
        <Button variant="danger" onClick={() => setOpen(true)} disabled={frozen}>
          Freeze Li Wei
        </Button>
      </Row>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title="Freeze Li Wei?"
        message="They are signed out everywhere and cannot sign in until the account is recovered."
        confirmLabel="Freeze"
        onConfirm={() => setFrozen(true)}
      />
    </>
  );
}

function FreezeAtOnce() {
  const [frozen, setFrozen] = useState(false);
  return (
    <>
      <Row>
        <span>Li Wei</span>
        <Button variant="danger" onClick={() => setFrozen(true)} disabled={frozen}>
          Freeze
        </Button>
      </Row>
      <Muted>{frozen ? 'Done.' : 'One click freezes the account.'}</Muted>
    </>
  );
}

/** A destructive action: a confirm that says what happens, against a single click. */
export function UsersFreezeConfirm() {
  return (
    <DoDont
      do={<FreezeWithConfirm />}
      doCaption="Confirm a freeze in a danger ConfirmDialog (focus starts on Cancel) that says what it does, and name the person on the button."
      dont={<FreezeAtOnce />}
      dontCaption="Freeze on a single click with a bare “Freeze”: a slip locks someone out, and a screen reader hears no name."
    />
  );
}

/** An account's state: the status badge's word, against a colour alone. */
export function UsersStatusText() {
  return (
    <DoDont
      do={
        <Row>
          <span>Wang Fang</span>
          <StatusBadge kind="user" status="frozen" />
          <span>Chen Jie</span>
          <StatusBadge kind="user" status="good" />
        </Row>
      }
      doCaption="Show the state as StatusBadge's word (“Frozen”, “Normal”); the colour only repeats it."
      dont={
        <Row>
          <span>Wang Fang</span>
          <Dot data-tone="danger" />
          <span>Chen Jie</span>
          <Dot data-tone="success" />
        </Row>
      }
      dontCaption="Reduce the state to a coloured dot: colour-blind readers and screen readers lose it."
    />
  );
}
