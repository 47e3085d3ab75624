import { registerMessages } from '../../i18n';

// The Agents section's strings (namespace "agents").
registerMessages('agents', {
  en: {
    'tab.settings': 'Settings',
    'tab.flows': 'Flows',
    'tab.test': 'Test chat',
    'tabs.label': 'Agent sections',
  },
  'pt-BR': {
    'tab.settings': 'Configurações',
    'tab.flows': 'Fluxos',
    'tab.test': 'Chat de teste',
    'tabs.label': 'Seções do agente',
  },
});
