import { describe, expect, it } from 'vitest';
import { applyEvent, isDocumentStatus, liveStatus, settled, statusTone } from './live';

const doc = { id: 'd1', status: 'pending', updatedAt: '2026-01-01T10:00:00Z' };

describe('live statuses', () => {
  it('shows an event newer than the row', () => {
    const live = applyEvent({}, { documentId: 'd1', status: 'processing', at: '2026-01-01T10:00:01Z' });
    expect(liveStatus(live, doc)).toBe('processing');
  });
  it('keeps the row when it is newer than the event (fetched after a reindex)', () => {
    const live = applyEvent({}, { documentId: 'd1', status: 'ready', at: '2026-01-01T09:59:00Z' });
    expect(liveStatus(live, doc)).toBe('pending');
  });
  it('never lets an older event replace a newer one', () => {
    let live = applyEvent({}, { documentId: 'd1', status: 'ready', at: '2026-01-01T10:00:05Z' });
    live = applyEvent(live, { documentId: 'd1', status: 'processing', at: '2026-01-01T10:00:02Z' });
    expect(live.d1.status).toBe('ready');
  });
  it('ignores events without a status and rows without events', () => {
    const live = applyEvent({}, { documentId: 'd1', status: null, at: '2026-01-01T10:00:05Z' });
    expect(live).toEqual({});
    expect(liveStatus(live, doc)).toBe('pending');
  });
  it('knows the statuses, which are settled and their tone', () => {
    expect(isDocumentStatus('ready')).toBe(true);
    expect(isDocumentStatus('done')).toBe(false);
    expect(settled('failed')).toBe(true);
    expect(settled('processing')).toBe(false);
    expect(statusTone('failed')).toBe('danger');
    expect(statusTone('ready')).toBe('ok');
    expect(statusTone('pending')).toBe('warn');
  });
});
