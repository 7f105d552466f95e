import { BenchConfig } from './bench-config';
export async function httpBench(url: string, config: BenchConfig): Promise<unknown> {
  return { url, config };
}
