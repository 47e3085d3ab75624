import { registerMessages } from '../../i18n';
import { knowledgeMessages } from './messages';

// Registers the Knowledge section's catalogue (namespace "knowledge").
registerMessages('knowledge', knowledgeMessages);
