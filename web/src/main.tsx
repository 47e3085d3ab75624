import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './styles.css';
import { App } from './App';
import { loadConfig } from './config';
import i18n, { setupI18n } from './i18n';

setupI18n();
const root = createRoot(document.getElementById('root')!);
loadConfig()
  .then((config) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  )
  .catch((e: Error) => {
    root.render(
      <main id="main" className="signin">
        <p role="alert">{i18n.t('config.failed', { detail: e.message })}</p>
      </main>,
    );
  });
