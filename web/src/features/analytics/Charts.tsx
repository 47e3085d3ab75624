// The overview's charts. Each is a figure whose caption says what it shows
// in words and whose data is also a table for screen readers; the drawing
// itself is hidden from them.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatSeconds, type Overview } from './model';

const STATUS_COLOURS: Record<string, string> = {
  completed: '#1b6b3a',
  failed: '#a3171f',
  abandoned: '#8a5200',
  cancelled: '#6b4fa0',
  active: '#1f4fd1',
  created: '#7a8599',
};
const STATUS_ORDER = ['completed', 'failed', 'abandoned', 'cancelled', 'active', 'created'] as const;

function Figure({ id, title, summary, table, children }: { id: string; title: string; summary: string; table: ReactNode; children: ReactNode }) {
  return (
    <figure className="chart" aria-labelledby={`${id}-title`} data-testid={`chart-${id}`}>
      <figcaption>
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{summary}</p>
      </figcaption>
      <div className="chart-box" aria-hidden="true">
        {children}
      </div>
      {table}
    </figure>
  );
}

function dayLabel(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

function percent(v: number | null | undefined, lang: string): string {
  if (v == null) return '';
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(v);
}

export function VolumeChart({ o }: { o: Overview }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const weekly = o.period === 'weekly';
  const data = o.volume.series.map((b) => ({ label: dayLabel(b.bucket_start, lang), day: b.bucket_start, ...b.by_status, total: b.total }));
  const peak = data.reduce((best, b) => (b.total > best.total ? b : best), data[0] ?? { label: '', total: 0 });
  const shown = STATUS_ORDER.filter((s) => o.volume.by_status[s] > 0);
  const title = weekly ? t('chart.volumeWeekly') : t('chart.volume');
  return (
    <Figure
      id="volume"
      title={title}
      summary={t('chart.volumeSummary', { total: o.volume.total, from: dayLabel(o.from, lang), to: dayLabel(o.to, lang), peak: peak.label, peakCount: peak.total })}
      table={
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{weekly ? t('col.week') : t('col.day')}</th>
              <th scope="col">{t('col.total')}</th>
              {shown.map((s) => (
                <th key={s} scope="col">
                  {t(`status.${s}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((b) => (
              <tr key={b.day}>
                <th scope="row">{b.label}</th>
                <td>{b.total}</td>
                {shown.map((s) => (
                  <td key={s}>{b[s]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          {shown.map((s) => (
            <Bar key={s} dataKey={s} name={t(`status.${s}`)} stackId="status" fill={STATUS_COLOURS[s]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Figure>
  );
}

export function OutcomesChart({ o }: { o: Overview }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const items = o.outcomes.items;
  const top = items[0];
  return (
    <Figure
      id="outcomes"
      title={t('chart.outcomes')}
      summary={top ? t('chart.outcomesSummary', { total: o.outcomes.total, top: top.outcome, share: percent(top.share, lang) }) : t('chart.outcomesEmpty')}
      table={
        <table className="sr-only">
          <caption>{t('chart.outcomes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.outcome')}</th>
              <th scope="col">{t('col.count')}</th>
              <th scope="col">{t('col.share')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={i.outcome}>
                <th scope="row">{i.outcome}</th>
                <td>{i.count}</td>
                <td>{percent(i.share, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={items} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="outcome" width={120} interval={0} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="count" name={t('col.count')} fill="#1f4fd1" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Figure>
  );
}

export function DurationsChart({ o, average }: { o: Overview; average: number | null }) {
  const { t } = useTranslation('analytics');
  const data = o.agents.filter((a) => a.average_duration_seconds != null).map((a) => ({ name: a.name, seconds: a.average_duration_seconds }));
  return (
    <Figure
      id="durations"
      title={t('chart.durations')}
      summary={data.length > 0 ? t('chart.durationsSummary', { avg: formatSeconds(average) }) : t('chart.durationsEmpty')}
      table={
        <table className="sr-only">
          <caption>{t('chart.durations')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.agent')}</th>
              <th scope="col">{t('col.duration')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.name}>
                <th scope="row">{d.name}</th>
                <td>{formatSeconds(d.seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} interval={0} />
          <YAxis tick={{ fontSize: 12 }} tickFormatter={(v: number) => formatSeconds(v)} />
          <Tooltip formatter={(v) => formatSeconds(Number(v))} />
          <Bar dataKey="seconds" name={t('summary.duration')} fill="#6b4fa0" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Figure>
  );
}

export function AgentsChart({ o }: { o: Overview }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const top = o.agents[0];
  return (
    <Figure
      id="agents"
      title={t('chart.agents')}
      summary={top ? t('chart.agentsSummary', { count: o.agents.length, top: top.name, calls: top.calls }) : t('empty.title')}
      table={
        <table className="sr-only">
          <caption>{t('chart.agents')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.agent')}</th>
              <th scope="col">{t('col.calls')}</th>
              <th scope="col">{t('col.completed')}</th>
              <th scope="col">{t('col.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {o.agents.map((a) => (
              <tr key={a.agent_id}>
                <th scope="row">{a.name}</th>
                <td>{a.calls}</td>
                <td>{a.completed}</td>
                <td>{percent(a.completion_rate, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={o.agents} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} interval={0} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="calls" name={t('col.calls')} fill="#1f4fd1" isAnimationActive={false} />
          <Bar dataKey="completed" name={t('col.completed')} fill="#1b6b3a" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Figure>
  );
}
