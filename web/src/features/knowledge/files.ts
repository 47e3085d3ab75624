// Small helpers for files: sizes people read, the name a download is saved
// under, and the upload queue's state.

/** 1536 -> "1.5 KB". */
export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '';
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v >= 10 ? Math.round(v) : Math.round(v * 10) / 10} ${units[i]}`;
}

/** The file name of a Content-Disposition header (filename* preferred), else fallback. */
export function dispositionFilename(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[2].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (plain) return (plain[2] ?? plain[1]).trim();
  return fallback;
}

export type UploadItem = {
  key: string;
  name: string;
  size: number;
  /** 0..1 */
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
  documentId?: string;
};

export type UploadAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'done'; key: string; documentId?: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'dismiss'; key: string }
  | { type: 'clearFinished' };

/** The upload queue: one entry per file, each with its own progress and error. */
export function uploadsReducer(items: UploadItem[], a: UploadAction): UploadItem[] {
  switch (a.type) {
    case 'add':
      return [...items, ...a.items];
    case 'progress':
      return items.map((i) => (i.key === a.key && i.state === 'uploading' ? { ...i, progress: Math.max(i.progress, Math.min(1, a.progress)) } : i));
    case 'done':
      return items.map((i) => (i.key === a.key ? { ...i, state: 'done', progress: 1, documentId: a.documentId } : i));
    case 'failed':
      return items.map((i) => (i.key === a.key ? { ...i, state: 'failed', error: a.error } : i));
    case 'dismiss':
      return items.filter((i) => i.key !== a.key);
    case 'clearFinished':
      return items.filter((i) => i.state === 'uploading');
  }
}
