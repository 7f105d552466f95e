import { useId, useState, type FormEvent } from 'react';
import type { ListParams } from '../types';

/** Page state of one admin list: a new search starts again at page 1. */
type Sort = NonNullable<ListParams['sort']>;

export function useListParams(): [
  ListParams,
  { setPage: (page: number) => void; setSearch: (s: string) => void; setSort: (sort: Sort) => void },
] {
  const [params, setParams] = useState<ListParams>({ page: 1, search: '' });
  return [
    params,
    {
      setPage: (page) => setParams((p) => ({ ...p, page })),
      setSearch: (search) => setParams((p) => ({ ...p, page: 1, search })),
      setSort: (sort) => setParams((p) => ({ ...p, page: 1, sort })),
    },
  ];
}

/** The search box above a list; searches on Enter or the button (one request per search, not per key). */
export function SearchBox({
  label,
  placeholder,
  onSearch,
  sort,
  defaultSort = 'newest',
  onSort,
}: {
  label: string;
  placeholder: string;
  onSearch: (search: string) => void;
  /** With onSort: a Newest/Oldest first picker beside the box. */
  sort?: Sort;
  defaultSort?: Sort;
  onSort?: (sort: Sort) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form className="admin-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        maxLength={200}
        onChange={(e) => {
          setValue(e.target.value);
          if (e.target.value === '') onSearch('');
        }}
      />
      <button type="submit" className="btn btn--outline btn--sm">
        Search
      </button>
      {onSort && (
        <select
          aria-label={`Order of ${label.replace(/^Search /, '')}`}
          value={sort ?? defaultSort}
          onChange={(e) => onSort(e.target.value as Sort)}
        >
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </select>
      )}
    </form>
  );
}

/** One line, cut with an ellipsis; the whole text in the tooltip. */
export function Truncate({ text, width = '16rem' }: { text: string | null | undefined; width?: string }) {
  const value = text ?? '';
  return (
    <span className="admin-truncate" style={{ maxWidth: width }} title={value}>
      {value}
    </span>
  );
}
