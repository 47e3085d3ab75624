// Adding web documents: one public page (URL import), or a site crawl from
// a start page with its depth and page limit.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ErrorBanner } from '../../components/states';
import { KnowledgeCrawlDocument, KnowledgeImportUrlDocument } from './operations';
import './i18n';

export function ImportUrlForm({ baseId, onImported }: { baseId: string; onImported: () => void }) {
  const { t } = useTranslation('knowledge');
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [{ fetching, error }, importUrl] = useMutation(KnowledgeImportUrlDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    const r = await importUrl({ knowledgeBaseId: baseId, input: { url: url.trim(), ...(name.trim() ? { name: name.trim() } : {}) } });
    if (r.data) {
      setDone(r.data.importUrlDocument.name);
      setUrl('');
      setName('');
      onImported();
    }
  }

  return (
    <form className="panel form" onSubmit={submit} aria-labelledby="kb-url-title">
      <h3 id="kb-url-title">{t('url.title')}</h3>
      <div className="field">
        <label htmlFor="kb-url">{t('url.url')}</label>
        <input id="kb-url" type="url" required placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="kb-url-name">{t('url.name')}</label>
        <input id="kb-url-name" maxLength={300} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <ErrorBanner error={error} />
      {done && (
        <p className="state-info" role="status">
          {t('url.done', { name: done })}
        </p>
      )}
      <div>
        <button type="submit" className="primary" disabled={fetching}>
          {t('url.submit')}
        </button>
      </div>
    </form>
  );
}

export function CrawlForm({ baseId, onStarted }: { baseId: string; onStarted: () => void }) {
  const { t } = useTranslation('knowledge');
  const [url, setUrl] = useState('');
  const [depth, setDepth] = useState('1');
  const [pages, setPages] = useState('20');
  const [done, setDone] = useState<string | null>(null);
  const [{ fetching, error }, crawl] = useMutation(KnowledgeCrawlDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    const r = await crawl({ knowledgeBaseId: baseId, input: { url: url.trim(), maxDepth: Number(depth), maxPages: Number(pages) } });
    if (r.data) {
      setDone(r.data.crawlUrl.name);
      setUrl('');
      onStarted();
    }
  }

  return (
    <form className="panel form" onSubmit={submit} aria-labelledby="kb-crawl-title">
      <h3 id="kb-crawl-title">{t('crawl.title')}</h3>
      <div className="field">
        <label htmlFor="kb-crawl-url">{t('crawl.url')}</label>
        <input id="kb-crawl-url" type="url" required placeholder="https://" aria-describedby="kb-crawl-url-help" value={url} onChange={(e) => setUrl(e.target.value)} />
        <p className="help" id="kb-crawl-url-help">
          {t('crawl.urlHelp')}
        </p>
      </div>
      <div className="field">
        <label htmlFor="kb-crawl-depth">{t('crawl.depth')}</label>
        <input id="kb-crawl-depth" type="number" min={0} max={3} required aria-describedby="kb-crawl-depth-help" value={depth} onChange={(e) => setDepth(e.target.value)} />
        <p className="help" id="kb-crawl-depth-help">
          {t('crawl.depthHelp')}
        </p>
      </div>
      <div className="field">
        <label htmlFor="kb-crawl-pages">{t('crawl.pages')}</label>
        <input id="kb-crawl-pages" type="number" min={1} max={200} required aria-describedby="kb-crawl-pages-help" value={pages} onChange={(e) => setPages(e.target.value)} />
        <p className="help" id="kb-crawl-pages-help">
          {t('crawl.pagesHelp')}
        </p>
      </div>
      <ErrorBanner error={error} />
      {done && (
        <p className="state-info" role="status">
          {t('crawl.done', { name: done })}
        </p>
      )}
      <div>
        <button type="submit" className="primary" disabled={fetching}>
          {t('crawl.submit')}
        </button>
      </div>
    </form>
  );
}
