// The analytics overview as charts for a chosen period: a preset of 7, 30
// or 90 days, or custom days, kept in the URL.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { Page } from '../../components/Page';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { useURLParams } from '../calls/urlParams';
import { AgentsChart, DurationsChart, OutcomesChart, VolumeChart } from './Charts';
import { PRESETS, averageDuration, formatSeconds, rangeQuery, type Overview } from './model';
import './analytics.css';
import './i18n';

const AnalyticsOverviewDocument = graphql(`
  query AnalyticsOverview($period: String, $from: String, $to: String) {
    analyticsOverview(period: $period, from: $from, to: $to)
  }
`);

export function AnalyticsPage() {
  const { t, i18n } = useTranslation('analytics');
  const [params, setAll] = useURLParams();
  const range = params.get('range') ?? '30';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const q = useMemo(() => rangeQuery(range, from, to, new Date()), [range, from, to]);
  const ok = !('error' in q);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AnalyticsOverviewDocument,
    variables: ok ? { period: q.period, from: q.from, to: q.to } : {},
    pause: !ok,
  });
  const o = ok ? (data?.analyticsOverview as Overview | undefined) : undefined;
  const current = o && ok && o.from === q.from && o.to === q.to ? o : undefined;
  const lang = i18n.language;

  const choose = (r: string) => {
    if (r === 'custom') {
      // The custom range starts from the days shown.
      setAll({ range: 'custom', from: from || (ok ? q.from : null), to: to || (ok ? q.to : null) });
      return;
    }
    setAll({ range: r === '30' ? null : r, from: null, to: null });
  };

  return (
    <Page title={t('common:nav.analytics')}>
      <div className="toolbar">
        <div className="field">
          <span id="range-label">{t('range.label')}</span>
          <div className="range-presets" role="group" aria-labelledby="range-label">
            {[...PRESETS, 'custom'].map((r) => (
              <button key={r} type="button" aria-pressed={range === r || (r === '30' && !['7', '90', 'custom'].includes(range))} onClick={() => choose(r)}>
                {t(`range.${r}`)}
              </button>
            ))}
          </div>
        </div>
        {range === 'custom' && (
          <>
            <div className="field">
              <label htmlFor="analytics-from">{t('range.from')}</label>
              <input id="analytics-from" type="date" value={from} onChange={(e) => setAll({ from: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor="analytics-to">{t('range.to')}</label>
              <input id="analytics-to" type="date" value={to} onChange={(e) => setAll({ to: e.target.value })} />
            </div>
          </>
        )}
      </div>
      {ok ? (
        <p className="help" data-testid="analytics-range">
          {t('range.showing', { from: q.from, to: q.to })}
        </p>
      ) : (
        <p className="state state-error" role="alert">
          {t(`range.${q.error}`)}
        </p>
      )}

      <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
      {ok && !current && fetching && <Loading />}
      {current && current.volume.total === 0 && (
        <Empty title={t('empty.title')}>
          <p>{t('empty.body')}</p>
        </Empty>
      )}
      {current && current.volume.total > 0 && (
        <>
          <dl className="analytics-summary" aria-label={t('summary.label')}>
            <div>
              <dt>{t('summary.total')}</dt>
              <dd>{new Intl.NumberFormat(lang).format(current.volume.total)}</dd>
            </div>
            <div>
              <dt>{t('summary.completed')}</dt>
              <dd>{new Intl.NumberFormat(lang).format(current.volume.by_status.completed)}</dd>
            </div>
            <div>
              <dt>{t('summary.rate')}</dt>
              <dd>{new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(current.volume.by_status.completed / current.volume.total)}</dd>
            </div>
            <div>
              <dt>{t('summary.duration')}</dt>
              <dd>{formatSeconds(averageDuration(current)) || '—'}</dd>
            </div>
          </dl>
          <div className="charts">
            <VolumeChart o={current} />
            <OutcomesChart o={current} />
            <DurationsChart o={current} average={averageDuration(current)} />
            <AgentsChart o={current} />
          </div>
        </>
      )}
    </Page>
  );
}
