// Registers the Actions section's catalogue (namespace "actions").
import { registerMessages } from '../../i18n';
import { messages } from './messages';

registerMessages('actions', messages);

export { placeholders } from './messages';
