import { describe, expect, it } from 'vitest';
import { dispositionFilename, formatBytes, uploadsReducer, type UploadItem } from './files';

describe('formatBytes', () => {
  it('reads as people read sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(-1)).toBe('');
  });
});

describe('dispositionFilename', () => {
  it('prefers the encoded name', () => {
    expect(dispositionFilename(`attachment; filename*=utf-8''prices%20%C3%A9.pdf`, 'x.pdf')).toBe('prices é.pdf');
  });
  it('reads a plain or quoted name', () => {
    expect(dispositionFilename('attachment; filename="a b.pdf"', 'x.pdf')).toBe('a b.pdf');
    expect(dispositionFilename('attachment; filename=a.pdf', 'x.pdf')).toBe('a.pdf');
  });
  it('falls back without a header or name', () => {
    expect(dispositionFilename(null, 'x.pdf')).toBe('x.pdf');
    expect(dispositionFilename('attachment', 'x.pdf')).toBe('x.pdf');
  });
});

describe('uploadsReducer', () => {
  const item = (key: string): UploadItem => ({ key, name: `${key}.pdf`, size: 10, progress: 0, state: 'uploading' });
  it('tracks each file on its own', () => {
    let s = uploadsReducer([], { type: 'add', items: [item('a'), item('b')] });
    s = uploadsReducer(s, { type: 'progress', key: 'a', progress: 0.5 });
    s = uploadsReducer(s, { type: 'failed', key: 'b', error: 'file: is not a PDF' });
    expect(s[0]).toMatchObject({ progress: 0.5, state: 'uploading' });
    expect(s[1]).toMatchObject({ state: 'failed', error: 'file: is not a PDF' });
    s = uploadsReducer(s, { type: 'progress', key: 'a', progress: 0.2 });
    expect(s[0].progress).toBe(0.5);
    s = uploadsReducer(s, { type: 'done', key: 'a', documentId: 'd' });
    expect(s[0]).toMatchObject({ progress: 1, state: 'done', documentId: 'd' });
    expect(uploadsReducer(s, { type: 'clearFinished' })).toEqual([]);
    expect(uploadsReducer(s, { type: 'dismiss', key: 'b' }).map((i) => i.key)).toEqual(['a']);
  });
});
