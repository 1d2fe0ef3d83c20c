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

export function askText(message: string, initial: string, validate?: (value: string) => true | string): Promise<string> {
  return ask<string>({ type: 'text', message, initial, validate });
}

export function askSelect(message: string, choices: Choice[], initial: string): Promise<string> {
  const index = Math.max(0, choices.findIndex((choice) => choice.value === initial));
  return ask<string>({ type: 'select', message, choices, initial: index, hint: '↑/↓, enter' });
}

export function askConfirm(message: string, initial: boolean): Promise<boolean> {
  return ask<boolean>({ type: 'confirm', message, initial });
}
