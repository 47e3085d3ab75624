// The inputs of an action's form, drawn from its kind's field table. Every
// input has a label; an error the API named for a field (or a row's cell)
// is shown under it and tied to it with aria-describedby.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { placeholders } from './i18n';
import { holds, newRow, type Column, type FieldSpec, type FieldValue, type FormState, type KindSpec, type Pair, type Row } from './kinds';

export const AgentsDocument = graphql(`
  query ActionsAgents {
    agents(limit: 200) { items { id name } total }
  }
`);

const CalendarStatusDocument = graphql(`
  query ActionsCalendarStatus {
    calendarIntegration { status }
  }
`);

const EventTypeOptionsDocument = graphql(`
  query ActionsEventTypeOptions {
    calendarEventTypes { id title lengthMinutes }
  }
`);

const PhoneBookEntriesDocument = graphql(`
  query ActionsPhoneBookEntries {
    phoneBooks(limit: 200) { items { id name entries { id number label } } }
  }
`);

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

type Props = {
  kind: KindSpec;
  field: FieldSpec;
  value: FieldValue;
  onChange: (v: FieldValue) => void;
  errors: Record<string, string>;
  /** Editing a stored record (write-only fields say what they keep). */
  editing: boolean;
  secretNames?: string[];
  /** The whole form (for fields whose input depends on another's value). */
  state: FormState;
};

export function FieldInput(props: Props) {
  const { field } = props;
  switch (field.type) {
    case 'rows':
      return <RowsInput {...props} field={field} />;
    case 'pairs':
      return <PairsInput {...props} field={field} />;
    case 'agents':
      return <AgentsInput {...props} />;
    default:
      return <SimpleInput {...props} />;
  }
}

function SimpleInput(props: Props) {
  const { kind, field, value, onChange, errors } = props;
  const { t } = useTranslation('actions');
  const id = useId();
  const errId = `${id}-error`;
  const helpId = `${id}-help`;
  const error = errors[field.key];
  const help = 'help' in field && field.help ? t(`help.${kind.id}.${field.key}`, placeholders) : null;
  const describedBy = [error ? errId : null, help ? helpId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  let input;
  if ('chooseFrom' in field && field.chooseFrom?.list === 'phoneBookEntries' && holds(field.chooseFrom.when, props.state)) {
    input = <PhoneBookEntrySelect common={common} value={String(value)} onChange={onChange} />;
  } else if ('chooseFrom' in field && field.chooseFrom?.list === 'calendarEventTypes') {
    input = <EventTypeInput common={common} value={String(value)} onChange={onChange} />;
  } else if (field.type === 'select') {
    input = (
      <select {...common} value={String(value)} onChange={(e) => onChange(e.target.value)}>
        {field.options.map((o) => (
          <option key={o} value={o}>
            {t(`option.${o}`)}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    input = <textarea {...common} value={String(value)} onChange={(e) => onChange(e.target.value)} />;
  } else {
    input = <input {...common} type={field.type === 'number' ? 'number' : 'text'} value={String(value)} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div className="field">
      <label htmlFor={id}>{t(`field.${field.key}`)}</label>
      {input}
      {help && (
        <p id={helpId} className="help">
          {help}
        </p>
      )}
      <FieldError id={errId} message={error} />
    </div>
  );
}

function CellInput({ column, label, value, onChange, error, errId }: { column: Column; label: string; value: string | boolean; onChange: (v: string | boolean) => void; error?: string; errId: string }) {
  const { t } = useTranslation('actions');
  const common = { 'aria-label': label, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errId : undefined } as const;
  if (column.type === 'checkbox') return <input {...common} type="checkbox" checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />;
  if (column.type === 'select')
    return (
      <select {...common} value={String(value)} onChange={(e) => onChange(e.target.value)}>
        {(column.options ?? []).map((o) => (
          <option key={o} value={o}>
            {t(`option.${o}`)}
          </option>
        ))}
      </select>
    );
  return <input {...common} type={column.type === 'number' ? 'number' : 'text'} value={String(value)} onChange={(e) => onChange(e.target.value)} />;
}

function RowsInput({ field, value, onChange, errors }: Props & { field: Extract<FieldSpec, { type: 'rows' }> }) {
  const { t } = useTranslation('actions');
  const id = useId();
  const rows = value as Row[];
  const visible = field.columns.filter((c) => c.type !== 'hidden');
  const set = (i: number, key: string, v: string | boolean) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  return (
    <fieldset className="field rows" aria-describedby={errors[field.key] ? `${id}-error` : undefined}>
      <legend>{t(`field.${field.key}`)}</legend>
      {rows.length === 0 && <p className="help">{t(`rows.none.${field.key}`)}</p>}
      {rows.map((row, i) => {
        const rowErr = errors[`${field.key}[${i}]`];
        return (
          <div className="row" key={i}>
            {visible.map((c) => {
              const key = `${field.key}[${i}].${c.key}`;
              const errId = `${id}-${i}-${c.key}-error`;
              const label = t('cellLabel', { column: t(`column.${field.key}.${c.key}`), n: i + 1 });
              return (
                <div className={`cell cell-${c.type}`} key={c.key}>
                  <span className="cell-label" aria-hidden="true">
                    {t(`column.${field.key}.${c.key}`)}
                  </span>
                  <CellInput column={c} label={label} value={row[c.key] ?? ''} onChange={(v) => set(i, c.key, v)} error={errors[key]} errId={errId} />
                  <FieldError id={errId} message={errors[key]} />
                </div>
              );
            })}
            <button type="button" className="remove" aria-label={t('removeRow', { item: t(`item.${field.key}`), n: i + 1 })} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              ×
            </button>
            <FieldError id={`${id}-${i}-error`} message={rowErr} />
          </div>
        );
      })}
      <button type="button" onClick={() => onChange([...rows, newRow(field.columns)])}>
        {t('addRow', { item: t(`item.${field.key}`) })}
      </button>
      <FieldError id={`${id}-error`} message={errors[field.key]} />
    </fieldset>
  );
}

function PairsInput({ kind, field, value, onChange, errors, editing, secretNames }: Props & { field: Extract<FieldSpec, { type: 'pairs' }> }) {
  const { t } = useTranslation('actions');
  const id = useId();
  const pairs = value as Pair[];
  const set = (i: number, p: Partial<Pair>) => onChange(pairs.map((x, j) => (j === i ? { ...x, ...p } : x)));
  const label = t(`field.${field.key}`);
  return (
    <fieldset className="field rows" aria-describedby={[errors[field.key] ? `${id}-error` : '', field.help ? `${id}-help` : ''].join(' ').trim() || undefined}>
      <legend>{label}</legend>
      {field.writeOnly && editing && (
        <p className="help">{secretNames && secretNames.length > 0 ? t('secrets.kept', { names: secretNames.join(', ') }) : t('secrets.none')}</p>
      )}
      {pairs.map((p, i) => {
        const err = errors[`${field.key}.${p.key.trim()}`];
        const errId = `${id}-${i}-error`;
        return (
          <div className="row" key={i}>
            <input aria-label={t('pair.name', { field: label, n: i + 1 })} value={p.key} onChange={(e) => set(i, { key: e.target.value })} aria-invalid={err ? true : undefined} aria-describedby={err ? errId : undefined} />
            <input
              aria-label={t('pair.value', { field: label, n: i + 1 })}
              type={field.writeOnly ? 'password' : 'text'}
              autoComplete="off"
              value={p.value}
              onChange={(e) => set(i, { value: e.target.value })}
            />
            <button type="button" className="remove" aria-label={t('removeRow', { item: label, n: i + 1 })} onClick={() => onChange(pairs.filter((_, j) => j !== i))}>
              ×
            </button>
            <FieldError id={errId} message={err} />
          </div>
        );
      })}
      <button type="button" onClick={() => onChange([...pairs, { key: '', value: '' }])}>
        {t('addPair', { field: label })}
      </button>
      {field.help && (
        <p id={`${id}-help`} className="help">
          {t(`help.${kind.id}.${field.key}`, placeholders)}
        </p>
      )}
      <FieldError id={`${id}-error`} message={errors[field.key]} />
    </fieldset>
  );
}

function AgentsInput({ field, value, onChange, errors }: Props) {
  const { t } = useTranslation('actions');
  const id = useId();
  const [{ data, fetching, error }] = useQuery({ query: AgentsDocument });
  const selected = new Set(value as string[]);
  const toggle = (agentId: string, on: boolean) => onChange(on ? [...selected, agentId] : [...selected].filter((x) => x !== agentId));
  const items = data?.agents.items ?? [];
  return (
    <fieldset className="field agents" aria-describedby={`${id}-help${errors[field.key] ? ` ${id}-error` : ''}`}>
      <legend>{t(`field.${field.key}`)}</legend>
      <p id={`${id}-help`} className="help">
        {t('agents.help')}
      </p>
      {fetching && !data && <p className="help">{t('common:loading')}</p>}
      {error && <p className="field-error">{error.message}</p>}
      {data && items.length === 0 && <p className="help">{t('agents.none')}</p>}
      <div className="agent-options">
        {items.map((a) => (
          <label key={a.id} className="inline-field">
            <input type="checkbox" checked={selected.has(a.id)} onChange={(e) => toggle(a.id, e.target.checked)} />
            {a.name}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={errors[field.key]} />
    </fieldset>
  );
}

function PhoneBookEntrySelect({ common, value, onChange }: { common: Record<string, unknown>; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('actions');
  const [{ data, error }] = useQuery({ query: PhoneBookEntriesDocument });
  const books = (data?.phoneBooks.items ?? []).filter((b) => b.entries.length > 0);
  return (
    <>
      <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('entries.choose')}</option>
        {books.map((b) => (
          <optgroup key={b.id} label={b.name}>
            {b.entries.map((e) => (
              <option key={e.id} value={e.id}>
                {e.label ? `${e.label} · ${e.number}` : e.number}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {data && books.length === 0 && <p className="help">{t('entries.none')}</p>}
      {error && <p className="field-error">{error.message}</p>}
    </>
  );
}

/** The connected calendar's event types to choose from; a number to type while none can be listed. */
function EventTypeInput({ common, value, onChange }: { common: Record<string, unknown>; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('actions');
  const [{ data: status }] = useQuery({ query: CalendarStatusDocument });
  const connected = status?.calendarIntegration.status === 'connected';
  const [{ data }] = useQuery({ query: EventTypeOptionsDocument, pause: !connected });
  const types = data?.calendarEventTypes ?? [];
  if (!connected || types.length === 0) return <input {...common} type="number" min={1} value={value} onChange={(e) => onChange(e.target.value)} />;
  const known = types.some((e) => String(e.id) === value);
  return (
    <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('eventTypes.choose')}</option>
      {!known && value !== '' && <option value={value}>#{value}</option>}
      {types.map((e) => (
        <option key={e.id} value={String(e.id)}>
          {t('eventTypes.option', { title: e.title, n: e.lengthMinutes, id: e.id })}
        </option>
      ))}
    </select>
  );
}
