import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useURLParam } from './urlState';

function Filters({ onReady }: { onReady: (set: { a: (v: string | null) => void; b: (v: string | null) => void }) => void }) {
  const [, setA] = useURLParam('a');
  const [, setB] = useURLParam('b');
  const location = useLocation();
  onReady({ a: setA, b: setB });
  return <output data-testid="search">{location.search}</output>;
}

describe('useURLParam', () => {
  it('keeps both of two changes made in a row, and starts again from the first page', () => {
    let setters: { a: (v: string | null) => void; b: (v: string | null) => void } | null = null;
    const { getByTestId } = render(
      <MemoryRouter initialEntries={['/list?offset=50&keep=1']}>
        <Filters onReady={(s) => (setters = s)} />
      </MemoryRouter>,
    );
    act(() => {
      setters!.a('x');
      setters!.b('y');
    });
    const search = new URLSearchParams(getByTestId('search').textContent ?? '');
    expect(search.get('a')).toBe('x');
    expect(search.get('b')).toBe('y');
    expect(search.get('keep')).toBe('1');
    expect(search.has('offset')).toBe(false);
    act(() => setters!.a(null));
    expect(new URLSearchParams(getByTestId('search').textContent ?? '').has('a')).toBe(false);
  });

  it('shows a value as soon as it is set, and the address once it changes by other means', () => {
    let set: ((v: string | null) => void) | null = null;
    let navigate: ((to: string) => void) | null = null;
    function Shown() {
      const [a, setA] = useURLParam('a', 'none');
      set = setA;
      const nav = useNavigate();
      navigate = (to) => nav(to);
      return <output data-testid="a">{a}</output>;
    }
    const { getByTestId } = render(
      <MemoryRouter initialEntries={['/list?a=first']}>
        <Shown />
      </MemoryRouter>,
    );
    expect(getByTestId('a').textContent).toBe('first');
    act(() => set!('x'));
    expect(getByTestId('a').textContent).toBe('x');
    act(() => navigate!('/list?a=z'));
    expect(getByTestId('a').textContent).toBe('z');
    act(() => set!(null));
    expect(getByTestId('a').textContent).toBe('none');
  });
});

