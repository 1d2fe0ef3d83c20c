// Interactive questions. `prompts` is imported only here, and only when a question is really asked, so
// non-interactive runs (CI, --yes) never pay for loading it.
import { CancelledError } from './errors.js';
let promptsModule;
async function ask(question) {
    promptsModule ??= (await import('prompts')).default;
    const prompts = promptsModule;
    const answers = await prompts({ ...question, name: 'value' }, {
        onCancel: () => {
            throw new CancelledError('Cancelled; nothing was written.');
        },
    });
    return answers.value;
}
export function askText(message, initial, validate) {
    return ask({ type: 'text', message, initial, validate });
}
export function askSelect(message, choices, initial) {
    const index = Math.max(0, choices.findIndex((choice) => choice.value === initial));
    return ask({ type: 'select', message, choices, initial: index, hint: '↑/↓, enter' });
}
export function askConfirm(message, initial) {
    return ask({ type: 'confirm', message, initial });
}
