import { BenchConfig } from './bench-config';
export async function appendComparison(url: string, config: BenchConfig): Promise<unknown> {
  return { url, config };
}
