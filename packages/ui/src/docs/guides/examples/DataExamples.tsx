import { EmptyState } from '../../../feedback/EmptyState';
import { StatusBadge } from '../../../feedback/StatusBadge';
import { Button } from '../../../primitives/Button';
import { DoDont } from './DoDont';
import { Dot, Row } from './shared';

/** A crawler that brought nothing: the reason and the way out, against an empty box. */
export function DataCrawlerReason() {
  return (
    <DoDont
      do={
        <EmptyState
          size="sm"
          titleTag="h4"
          title="The crawler did not run"
          subtitle="The source must be published first."
          action={<Button>Open the source</Button>}
        />
      }
      doCaption="Say why nothing came in, in the server's words, and offer the next step (EmptyState with a subtitle and an action)."
      dont={<EmptyState size="sm" titleTag="h4" title="No items" />}
      dontCaption="Show an empty run with no reason: staff cannot tell a quiet source from a broken crawler."
    />
  );
}

/** A source's status: the badge's word, against a colour alone. */
export function DataStatusWord() {
  return (
    <DoDont
      do={
        <Row>
          <span>People’s Bank of China</span>
          <StatusBadge status="published" />
          <span>SAFE</span>
          <StatusBadge status="draft" />
        </Row>
      }
      doCaption="Carry the status as a word (StatusBadge: “Published”, “Draft”); the colour only repeats it."
      dont={
        <Row>
          <span>People’s Bank of China</span>
          <Dot data-tone="success" />
          <span>SAFE</span>
          <Dot />
        </Row>
      }
      dontCaption="Show a coloured dot only: the status is lost without colour vision or a screen."
    />
  );
}
