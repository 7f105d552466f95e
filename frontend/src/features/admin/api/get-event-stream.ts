import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EventStream } from '../types';

const url = (stream: string) => `/api/admin/streams/${encodeURIComponent(stream)}`;

/** The raw events of one stream (wallet-…, tournament-…, platform-revenue), secrets redacted. */
export const getEventStream = (stream: string) => api.get<EventStream>(url(stream));

export const getEventStreamQueryOptions = (stream: string) =>
  queryOptions({ queryKey: [url(stream)], queryFn: () => getEventStream(stream), enabled: stream !== '' });

export const useEventStream = (stream: string) => useQuery(getEventStreamQueryOptions(stream));
