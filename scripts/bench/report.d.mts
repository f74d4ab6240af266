// Types of report.mjs for its test (the bench itself is plain JavaScript run by Node).

export type Verdict = 'PASS' | 'MISS' | '';

export interface CheckRow {
  area: string;
  check: string;
  value: string;
  baseline: string;
  target: string;
  result: Verdict;
  note: string;
}

/** The bench's results object (bench/results/latest.json); each phase is optional. */
export interface BenchResults {
  js?: Record<string, Record<string, unknown>>;
  html?: Record<string, Record<string, unknown>>;
  lighthouse?: Record<string, Record<string, unknown>>;
  throughput?: Record<string, Record<string, unknown>>;
  memory?: Record<string, unknown>;
  slowBackend?: Record<string, unknown>;
  errors?: Record<string, string>;
}

export function buildChecks(results: BenchResults, targets?: unknown): CheckRow[];
export function formatTable(rows: CheckRow[], options?: { noteWidth?: number }): string;
export function formatLargestScripts(js: BenchResults['js'], options?: { count?: number }): string;
