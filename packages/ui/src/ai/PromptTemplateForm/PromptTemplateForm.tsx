import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Form } from '../../forms/Form';
import { FormTextArea, FormTextInput } from '../../forms/FormControls';
import { Button } from '../../primitives/Button';
import { templatePlaceholdersValid, templateVariables } from '../shared';

import { theme } from '../../foundations/tokens';
/** A prompt template as the form edits it (operations §3 AI content: name, model, prompts). */
export interface PromptTemplateValues {
  name: string;
  model: string;
  system_prompt: string;
  user_prompt_template: string;
  common_prompts: string[];
}

export interface PromptTemplateFormProps {
  /** The template being edited; none for a new one. */
  defaultValues?: Partial<PromptTemplateValues>;
  /** Resolves when saved; rejects to keep what was typed (the caller says why). */
  onSubmit: (values: PromptTemplateValues) => Promise<void>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /** The form's accessible name (already translated). */
  label: string;
}

interface FormValues {
  name: string;
  model: string;
  system_prompt: string;
  user_prompt_template: string;
  /** One common prompt a line. */
  common_prompts: string;
}

const MODEL = /^[A-Za-z0-9._:/@-]*$/;
export const TEMPLATE_LIMITS = {
  name: 80,
  model: 100,
  system_prompt: 4000,
  user_prompt_template: 8000,
  common_prompts: 20,
  common_prompt: 500,
} as const;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Variables = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  code {
    margin-inline-end: ${theme.space[2]};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
`;

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * Creates or edits an AI prompt template: name, model (empty = the server's default), system
 * prompt, user prompt template with `{{variables}}` (listed as they are typed) and common prompts,
 * one a line. Bad input gets its message by the field and nothing is sent.
 */
export function PromptTemplateForm({
  defaultValues,
  onSubmit,
  onCancel,
  label,
}: PromptTemplateFormProps) {
  const { t } = useTranslation();
  const form = useForm<FormValues>({
    defaultValues: {
      name: defaultValues?.name ?? '',
      model: defaultValues?.model ?? '',
      system_prompt: defaultValues?.system_prompt ?? '',
      user_prompt_template: defaultValues?.user_prompt_template ?? '',
      common_prompts: (defaultValues?.common_prompts ?? []).join('\n'),
    },
  });
  const template = useWatch({ control: form.control, name: 'user_prompt_template' }) ?? '';
  const variables = templateVariables(template);
  return (
    <Form
      form={form}
      aria-label={label}
      onSubmit={async (v) => {
        try {
          await onSubmit({
            name: v.name.trim(),
            model: v.model.trim(),
            system_prompt: v.system_prompt,
            user_prompt_template: v.user_prompt_template,
            common_prompts: lines(v.common_prompts),
          });
        } catch {
          // The caller reported why; what was typed stays.
        }
      }}
    >
      <Fields>
        <FormTextInput
          control={form.control}
          name="name"
          label={t('ai-tpl-name')}
          required
          limit={TEMPLATE_LIMITS.name}
        />
        <FormTextInput
          control={form.control}
          name="model"
          label={t('ai-tpl-model')}
          hint={t('ai-tpl-model-hint')}
          limit={TEMPLATE_LIMITS.model}
          rules={{ format: (v) => MODEL.test(v) || t('ai-tpl-model-invalid') }}
        />
        <FormTextArea
          control={form.control}
          name="system_prompt"
          label={t('ai-tpl-system')}
          limit={TEMPLATE_LIMITS.system_prompt}
          rows={3}
          trim={false}
        />
        <FormTextArea
          control={form.control}
          name="user_prompt_template"
          label={t('ai-tpl-user')}
          hint={t('ai-tpl-user-hint')}
          required
          limit={TEMPLATE_LIMITS.user_prompt_template}
          rows={5}
          trim={false}
          rules={{
            placeholders: (v) => templatePlaceholdersValid(v) || t('ai-tpl-placeholder-invalid'),
          }}
        />
        <Variables aria-live="polite">
          {variables.length ? (
            <>
              {t('ai-tpl-variables')}{' '}
              {variables.map((name) => (
                <code key={name}>{name}</code>
              ))}
            </>
          ) : (
            t('ai-tpl-no-variables')
          )}
        </Variables>
        <FormTextArea
          control={form.control}
          name="common_prompts"
          label={t('ai-tpl-common')}
          hint={t('ai-tpl-common-hint')}
          rows={3}
          trim={false}
          rules={{
            count: (v) =>
              lines(v).length <= TEMPLATE_LIMITS.common_prompts || t('ai-tpl-common-many'),
            length: (v) =>
              lines(v).every((l) => [...l].length <= TEMPLATE_LIMITS.common_prompt) ||
              t('ai-tpl-common-long'),
          }}
        />
        <Actions>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {t('action-save')}
          </Button>
          {onCancel && (
            <Button type="button" variant="secondary" onClick={onCancel}>
              {t('action-cancel')}
            </Button>
          )}
        </Actions>
      </Fields>
    </Form>
  );
}
