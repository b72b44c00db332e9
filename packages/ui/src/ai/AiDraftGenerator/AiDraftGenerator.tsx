import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { RichTextEditor } from '../../editor/RichTextEditor';
import { Form } from '../../forms/Form';
import { FormTextInput } from '../../forms/FormControls';
import { Checkbox } from '../../inputs/Checkbox';
import { Select } from '../../inputs/Select';
import { TextArea } from '../../inputs/TextArea';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { sanitizeHtml } from '../../utils/sanitize';
import { AiCreditLine, AiStreamStatus } from '../shared/AiStreamStatus';
import { isRunning, splitDraft, type AiCreditInfo, type AiStreamState } from '../shared';

import { theme } from '../../foundations/tokens';
/** A template the generator offers (operations §3 AI content). */
export interface AiDraftTemplate {
  id: number;
  name: string;
  variables: readonly string[];
  common_prompts: readonly string[];
}

export interface AiDraftRequest {
  templateId: number;
  variables: Record<string, string>;
  extraPrompts: string[];
}

export interface AiDraftGeneratorProps {
  /** The prompt templates offered, each with its variables (fields to fill) and common prompts. */
  templates: readonly AiDraftTemplate[];
  /** The provider, the price of a draft and the staff member's points; null while loading. */
  credit: AiCreditInfo | null;
  /** The generation's state: its phase, the text so far, an error, truncation and the cost. */
  stream: AiStreamState;
  /**
   * Called on a valid submit with the template id, the trimmed variables and the chosen and typed
   * extra prompts.
   */
  onGenerate: (request: AiDraftRequest) => void;
  /** Stops the generation; what arrived stays. */
  onStop: () => void;
  /** Saves the edited draft as a draft article; rejects to keep it (the caller says why). */
  onSave: (draft: { title: string; body: string }) => Promise<void>;
  /** The template chosen first. */
  defaultTemplateId?: number;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 1fr) minmax(0, 2fr);
  gap: ${theme.space[5]};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  legend {
    font-weight: ${theme.font.weight.semibold};
    margin-bottom: ${theme.space[2]};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
  align-items: center;
`;

/**
 * AI content (operations §2 ai/content): pick a template, fill its variables (one field each), add
 * common prompts and a prompt of one's own, and generate a draft article streamed into the rich text editor; Stop keeps
 * what arrived. The first heading becomes the title; both stay editable and are saved as a draft
 * article.
 */
export function AiDraftGenerator({
  templates,
  credit,
  stream,
  onGenerate,
  onStop,
  onSave,
  defaultTemplateId,
}: AiDraftGeneratorProps) {
  const { t } = useTranslation();
  const [chosenId, setTemplateId] = useState<number | null>(defaultTemplateId ?? null);
  const templateId = chosenId ?? templates[0]?.id ?? null;
  const template = templates.find((x) => x.id === templateId) ?? null;
  const [extras, setExtras] = useState<string[]>([]);
  const [prompt, setPrompt] = useState('');
  const form = useForm<{ values: Record<string, string> }>({ defaultValues: { values: {} } });
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [saving, setSaving] = useState(false);
  const running = isRunning(stream);
  const hasDraft = !running && stream.phase !== 'idle' && stream.text.trim() !== '';

  // A finished (or stopped) generation becomes the editable title and body (adjusted while
  // rendering, when the phase changes; null first, so that one finished before mounting shows too).
  const [seenPhase, setSeenPhase] = useState<AiStreamState['phase'] | null>(null);
  if (seenPhase !== stream.phase) {
    setSeenPhase(stream.phase);
    if (stream.phase === 'starting') {
      setTitle('');
      setBody('');
    } else if (!running && stream.phase !== 'idle') {
      const draft = splitDraft(stream.text);
      setTitle(draft.title);
      setBody(draft.body);
    }
  }

  const editorValue = running ? sanitizeHtml(stream.text) : body;
  const short = credit !== null && credit.balance < credit.price;

  return (
    <Layout>
      <Column>
        <Select<string>
          label={t('ai-gen-template')}
          options={templates.map((x) => ({ value: String(x.id), label: x.name }))}
          value={templateId === null ? null : String(templateId)}
          onChange={(v) => {
            setTemplateId(v === null ? null : Number(v));
            setExtras([]);
            form.reset({ values: {} });
          }}
          placeholder={t('ai-gen-template-none')}
          disabled={running}
        />
        {template && (
          <Form
            form={form}
            aria-label={t('ai-gen-inputs')}
            errorSummary="none"
            onSubmit={(v) =>
              onGenerate({
                templateId: template.id,
                variables: Object.fromEntries(
                  template.variables.map((name) => [name, (v.values[name] ?? '').trim()]),
                ),
                extraPrompts: [...extras, prompt.trim()].filter(Boolean),
              })
            }
          >
            <Column>
              {template.variables.map((name) => (
                <FormTextInput
                  key={`${template.id}:${name}`}
                  control={form.control}
                  name={`values.${name}`}
                  label={name}
                  required
                  limit={4000}
                  disabled={running}
                />
              ))}
              {template.common_prompts.length > 0 && (
                <Group>
                  <legend>{t('ai-tpl-common')}</legend>
                  {template.common_prompts.map((p) => (
                    <Checkbox
                      key={p}
                      label={p}
                      checked={extras.includes(p)}
                      disabled={running}
                      onChange={(on) =>
                        setExtras((list) => (on ? [...list, p] : list.filter((x) => x !== p)))
                      }
                    />
                  ))}
                </Group>
              )}
              <TextArea
                label={t('ai-gen-prompt')}
                hint={t('ai-gen-prompt-hint')}
                value={prompt}
                onChange={setPrompt}
                limit={500}
                rows={2}
                disabled={running}
              />
              <AiCreditLine credit={credit} />
              <Actions>
                {/* Keyed apart: one DOM button turning from Stop into the submit button during
                    Stop's own click would submit the form and start a new generation. */}
                {running ? (
                  <Button key="stop" type="button" variant="danger" onClick={onStop}>
                    {t('ai-stop')}
                  </Button>
                ) : (
                  <Button
                    key="generate"
                    type="submit"
                    variant="primary"
                    disabled={credit === null || !credit.configured || short}
                  >
                    {t('ai-generate')}
                  </Button>
                )}
              </Actions>
            </Column>
          </Form>
        )}
        <AiStreamStatus stream={stream} />
      </Column>
      <Column>
        <TextInput
          label={t('ai-gen-title')}
          value={running ? '' : title}
          onChange={setTitle}
          disabled={running || !hasDraft}
          limit={120}
        />
        <RichTextEditor
          label={t('ai-gen-body')}
          value={editorValue}
          onChange={(html) => {
            if (!running) setBody(html);
          }}
          readOnly={running || !hasDraft}
          placeholder={t('ai-gen-body-empty')}
        />
        <Actions>
          <Button
            variant="primary"
            disabled={!hasDraft}
            loading={saving}
            onClick={async () => {
              setSaving(true);
              try {
                await onSave({ title: title.trim(), body });
              } catch {
                // The caller reported why; the draft stays.
              } finally {
                setSaving(false);
              }
            }}
          >
            {t('ai-save-draft')}
          </Button>
        </Actions>
      </Column>
    </Layout>
  );
}
