import type { SampleCourt } from '@/config/sample-courts';

/** Every word of the query must appear in the venue's name, place, address, ZIP or sport. */
export function filterCourts(courts: SampleCourt[], query: string): SampleCourt[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return courts;
  return courts.filter((court) => {
    const haystack = [court.name, court.location, court.address, court.sport].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** "+1 (305) 555-0142" -> "tel:+13055550142" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
