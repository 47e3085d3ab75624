// PDF uploads: drop files onto the zone or pick them with "Upload PDF";
// several at once, each with its own progress bar and, when refused, the
// API's detail (413 too large, 400 not a PDF...).
import { useReducer, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APIError, useREST } from '../../api/rest';
import { uploadsReducer } from './files';
import './i18n';

let nextKey = 0;

export function Uploads({ baseId, onUploaded }: { baseId: string; onUploaded: () => void }) {
  const { t } = useTranslation('knowledge');
  const { upload } = useREST();
  const [items, dispatch] = useReducer(uploadsReducer, []);
  const [over, setOver] = useState(false);

  function send(files: FileList | File[] | null) {
    const list = Array.from(files ?? []);
    if (list.length === 0) return;
    const added = list.map((f) => ({ file: f, key: `u${++nextKey}` }));
    dispatch({ type: 'add', items: added.map(({ file, key }) => ({ key, name: file.name, size: file.size, progress: 0, state: 'uploading' as const })) });
    for (const { file, key } of added) {
      const form = new FormData();
      form.append('file', file, file.name);
      upload(`/knowledge-bases/${baseId}/documents/pdf`, form, (p) => dispatch({ type: 'progress', key, progress: p }))
        .then((doc) => {
          dispatch({ type: 'done', key, documentId: (doc as { id?: string } | null)?.id });
          onUploaded();
        })
        .catch((e: unknown) => dispatch({ type: 'failed', key, error: e instanceof APIError ? e.detail : String(e) }));
    }
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    send(e.dataTransfer?.files ?? null);
  };

  return (
    <div
      className={`dropzone${over ? ' over' : ''}`}
      role="group"
      aria-label={t('upload.drop')}
      data-testid="dropzone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p className="help">{t('upload.dropHelp')}</p>
      <label className="upload-picker">
        {t('upload.pick')}
        <input
          className="visually-hidden"
          type="file"
          accept="application/pdf,.pdf"
          multiple
          onChange={(e) => {
            send(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      {items.length > 0 && (
        <>
          <ul className="uploads" aria-label={t('upload.list')}>
            {items.map((i) => (
              <li key={i.key}>
                <span className="upload-name">{i.name}</span>
                <span className="upload-state" aria-live="polite">
                  {i.state === 'uploading' && t('upload.uploading', { percent: Math.round(i.progress * 100) })}
                  {i.state === 'done' && t('upload.done')}
                  {i.state === 'failed' && (
                    <button type="button" onClick={() => dispatch({ type: 'dismiss', key: i.key })}>
                      {t('upload.dismiss')}
                    </button>
                  )}
                </span>
                <progress max={1} value={i.progress} aria-label={t('upload.progress', { name: i.name })} />
                {i.state === 'failed' && (
                  <p className="upload-error" role="alert">
                    {t('upload.failed', { detail: i.error })}
                  </p>
                )}
              </li>
            ))}
          </ul>
          {items.some((i) => i.state !== 'uploading') && (
            <button type="button" onClick={() => dispatch({ type: 'clearFinished' })}>
              {t('upload.clear')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
