import { Badge } from '../../../feedback/Badge';
import { TextInput } from '../../../inputs/TextInput';
import { DoDont } from './DoDont';
import { Muted, Row } from './shared';

/** A price field: the unit in the label, against a bare "Value". */
export function AiPriceLabel() {
  return (
    <DoDont
      do={
        <TextInput
          label="Credits per summary"
          defaultValue="2"
          hint="Charged each time a user asks for a summary."
        />
      }
      doCaption="Put the unit in the label (“Credits per summary”): it is read out with the field and needs no guessing."
      dont={<TextInput label="Value" defaultValue="2" />}
      dontCaption="Label the field “Value”: neither the unit nor the feature is said."
    />
  );
}

const SUMMARY =
  'The PBOC kept the one-year loan prime rate at 3.45% and the five-year rate at 3.95% in May.';

/** Generated text: labelled, with its source, against text passed off as written. */
export function AiGeneratedLabel() {
  return (
    <DoDont
      do={
        <>
          <Row>
            <Badge tone="info">Generated</Badge>
            <span>Summary of “PBOC keeps the LPR unchanged”</span>
          </Row>
          <p>{SUMMARY}</p>
          <Muted>Review before publishing.</Muted>
        </>
      }
      doCaption="Label generated text as generated and name the article it comes from, so a person reviews it."
      dont={<p>{SUMMARY}</p>}
      dontCaption="Show a model's text as if someone wrote it: nobody knows it still needs a review."
    />
  );
}
