// Interactive questions. `prompts` is imported only here, and only when a question is really asked, so
// non-interactive runs (CI, --yes) never pay for loading it.
import { CancelledError } from './errors.js';
import type { Choice } from './questions.js';

type PromptsModule = typeof import('prompts');
let promptsModule: PromptsModule | undefined;

async function ask<T>(question: Record<string, unknown>): Promise<T> {
  promptsModule ??= (await import('prompts')).default as unknown as PromptsModule;
  const prompts = promptsModule as unknown as (q: unknown, o: unknown) => Promise<Record<string, unknown>>;
  const answers = await prompts(
    { ...question, name: 'value' },
    {
      onCancel: () => {
        throw new CancelledError('Cancelled; nothing was written.');
      },
    },
  );
  return answers.value as T;
}

// C0 controls, DEL and C1 controls. The text prompt inserts any key it does not handle as typed: Ctrl-U, a stray
// escape sequence or a pasted tab would otherwise end up in package.json and the README.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** A typed answer without the control characters a terminal sends for editing keys. */
export function withoutControls(text: string): string {
  return text.replace(CONTROLS, '');
}

/**
 * Asks for text; the answer, and what `validate` sees of it, has no control characters. An answer of control
 * characters alone is taken as no answer, which gives the default as Enter on an empty prompt does.
 */
export function askText(
  message: string,
  initial: string,
  validate?: (value: string) => true | string,
): Promise<string> {
  const clean = (value: string) => withoutControls(value) || initial;
  return ask<string>({
    type: 'text',
    message,
    initial,
    ...(validate ? { validate: (value: string) => validate(clean(value)) } : {}),
    format: clean,
  });
}

export function askSelect(message: string, choices: Choice[], initial: string): Promise<string> {
  const index = Math.max(
    0,
    choices.findIndex((choice) => choice.value === initial),
  );
  return ask<string>({ type: 'select', message, choices, initial: index, hint: '↑/↓, enter' });
}

export function askConfirm(message: string, initial: boolean): Promise<boolean> {
  return ask<boolean>({ type: 'confirm', message, initial });
}
