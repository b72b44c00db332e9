import { sanitizeHtml } from '../../utils/sanitize';

/**
 * What the AI components share: the `{{variable}}` rule of a prompt template (the server applies the
 * same one), the state of a streamed generation, and how a streamed draft becomes a title and a body.
 */
const VARIABLE = /\{\{\s*([\p{L}_][\p{L}\p{N}_]*)\s*\}\}/gu;

/** The distinct `{{name}}` variables of a template, in order of first use. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(VARIABLE)].map((m) => m[1]!))];
}

/** True when every `{{` and `}}` of the template belongs to a well-formed variable. */
export function templatePlaceholdersValid(template: string): boolean {
  const rest = template.replace(VARIABLE, '');
  return !rest.includes('{{') && !rest.includes('}}');
}

/** A streamed generation as the components show it. */
export interface AiStreamState {
  /** idle: none yet; streaming: text arriving; done; stopped: Stop pressed (the text stays); error. */
  phase: 'idle' | 'starting' | 'streaming' | 'done' | 'stopped' | 'error';
  /** What arrived so far (HTML for a draft, plain text for a summary). */
  text: string;
  /** The failure, as the server or the console worded it. */
  error?: string | null;
  /** The answer reached the server's size cap. */
  truncated?: boolean;
  /** Points charged for this generation, once the server said. */
  cost?: number | null;
}

/** What a generation would cost and what the staff member has. */
export interface AiCreditInfo {
  configured: boolean;
  price: number;
  balance: number;
}

export const isRunning = (s: AiStreamState) => s.phase === 'starting' || s.phase === 'streaming';

/**
 * A streamed draft split into its title (the first `<h1>`, as the prompt asks) and its body (the
 * rest), sanitized by the one sanitizer. Without a heading the title is empty.
 */
export function splitDraft(html: string): { title: string; body: string } {
  const clean = sanitizeHtml(html);
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  const h1 = doc.body.querySelector('h1');
  const title = (h1?.textContent ?? '').replace(/\s+/g, ' ').trim();
  h1?.remove();
  return { title, body: doc.body.innerHTML.trim() };
}
