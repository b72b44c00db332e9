import { screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { FormSelect, FormTagInput, FormTextInput } from '../FormControls';
import type { ValidateOn } from '../FormField';
import { Form } from './Form';
import { useFormPendingValue } from './formContext';

/** A control that, like the rich text editor, hands its value over only after a pause. */
function DelayedBody({ onChange }: { onChange: (text: string) => void }) {
  const typed = useRef('');
  useFormPendingValue(() => {
    if (typed.current) onChange(typed.current);
  });
  return (
    <input
      aria-label="Body"
      onChange={(e) => {
        typed.current = e.target.value;
      }}
    />
  );
}

function DelayedForm({ onSubmit }: { onSubmit: (v: { body: string }) => void }) {
  const form = useForm<{ body: string }>({ defaultValues: { body: '' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <DelayedBody onChange={(text) => form.setValue('body', text)} />
      <button type="submit">Save</button>
    </Form>
  );
}

interface Values {
  title: string;
  kind: string | null;
  words: string[];
}

function TestForm({
  onSubmit,
  onInvalid,
  validateOn,
}: {
  onSubmit: (v: Values) => void;
  onInvalid?: (errors: unknown, message: string) => void;
  validateOn?: ValidateOn;
}) {
  const form = useForm<Values>({ defaultValues: { title: '', kind: null, words: [] } });
  return (
    <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid}>
      <FormTextInput
        control={form.control}
        name="title"
        label="Title"
        required
        limit={20}
        validateOn={validateOn}
        rules={{ min: (v) => v.length >= 5 || 'Too short' }}
      />
      <FormSelect
        control={form.control}
        name="kind"
        label="Kind"
        required
        validateOn={validateOn}
        options={[{ value: 'a', label: 'Article' }]}
      />
      <FormTagInput
        control={form.control}
        name="words"
        label="Words"
        required
        validateOn={validateOn}
      />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('Form', () => {
  it('on a failed submit shows every message, reports "valid failed" and focuses the first field', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    const { user } = renderWithProviders(<TestForm onSubmit={onSubmit} onInvalid={onInvalid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(onInvalid.mock.calls[0]![1]).toBe('valid failed');
    expect(Object.keys(onInvalid.mock.calls[0]![0] as object).sort()).toEqual([
      'kind',
      'title',
      'words',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This is a required field', { ignore: 'button' })).toHaveLength(3);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('valid failed');
    expect(alert).toHaveTextContent('Title: This is a required field');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('submits trimmed values when everything is valid', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Rates outlook  ');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Article' }));
    await user.type(screen.getByRole('textbox', { name: 'Words' }), 'gold{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: 'Rates outlook',
      kind: 'a',
      words: ['gold'],
    });
  });

  it('validates on blur by default, then on every change once a message shows', async () => {
    const { user } = renderWithProviders(<TestForm onSubmit={vi.fn()} />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, 'abc');
    expect(screen.queryByText('Too short')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    await user.type(title, 'de');
    await waitFor(() => expect(screen.queryByText('Too short')).toBeNull());
  });

  it('validates at each change or initially when asked', async () => {
    const { user, unmount } = renderWithProviders(
      <TestForm onSubmit={vi.fn()} validateOn="change" />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'a');
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    unmount();
    renderWithProviders(<TestForm onSubmit={vi.fn()} validateOn="initial" />);
    await waitFor(() =>
      expect(screen.getAllByText('This is a required field', { ignore: 'button' })).toHaveLength(3),
    );
    // Not a failed submit: no summary yet.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows the messages in Chinese', async () => {
    const onInvalid = vi.fn();
    const { user } = renderWithProviders(<TestForm onSubmit={vi.fn()} onInvalid={onInvalid} />, {
      locale: 'zh-CN',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledWith(expect.anything(), '校验未通过'));
    expect(screen.getAllByText('此项为必填项', { ignore: 'button' })).toHaveLength(3);
  });

  it('takes the value a control still holds before it reads the values (issue #14)', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<DelayedForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Body' }), 'every character');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ body: 'every character' });
  });
});
