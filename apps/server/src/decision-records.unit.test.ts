import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DECISIONS = resolve(import.meta.dirname, '../../../docs/decisions');
const NUMBERS = String.raw`\d{3}(?:, \d{3})*`;
const STATUS = new RegExp(String.raw`^- Status: (Accepted|(Superseded by|Superseded in part by|Amended by) (${NUMBERS}))$`);
const DATE = /^- Date: \d{4}-\d{2}-\d{2}$/;
const OPTIONAL = /^- (Issue: \d+|(Supersedes|Supersedes in part|Amends): (\d{3}) \(.+\))$/;

interface Fields {
  status: string;
  /** The records that replaced or changed this one, by the kind its Status names. */
  by: { kind: string; numbers: string[] } | undefined;
  /** What this record says it supersedes or amends: `Amends 001`, `Supersedes in part 026`. */
  claims: string[];
}

/** The fields at the top of each record (docs/decisions/000-template.md), or the first line that breaks the format. */
function readRecord(name: string): Fields | string {
  const lines = readFileSync(join(DECISIONS, name), 'utf8').split('\n');
  if (!lines[0]?.startsWith(`# ${name.slice(0, 3)}: `)) return `line 1 is not "# ${name.slice(0, 3)}: Title"`;
  const status = STATUS.exec(lines[2] ?? '');
  if (lines[1] !== '' || !status) return 'line 3 is not "- Status: Accepted" (or Superseded by NNN, Superseded in part by NNN, Amended by NNN)';
  if (!DATE.test(lines[3] ?? '')) return 'line 4 is not "- Date: YYYY-MM-DD"';
  const claims: string[] = [];
  for (const line of lines.slice(4)) {
    if (line === '') break;
    const field = OPTIONAL.exec(line);
    if (!field) return `"${line}" is not an Issue, Supersedes, Supersedes in part or Amends field`;
    if (field[2]) claims.push(`${field[2]} ${field[3]}`);
  }
  return { status: status[1]!, by: status[2] ? { kind: status[2], numbers: status[3]!.split(', ') } : undefined, claims };
}

const CLAIM_FOR: Record<string, string> = { 'Superseded by': 'Supersedes', 'Superseded in part by': 'Supersedes in part', 'Amended by': 'Amends' };

describe('decision records', () => {
  const names = readdirSync(DECISIONS).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'));
  const records = new Map(names.map((name) => [name.slice(0, 3), readRecord(name)]));

  it('start with Status and Date fields in the template’s format', () => {
    const broken = [...records].filter(([, record]) => typeof record === 'string').map(([n, problem]) => `${n}: ${String(problem)}`);
    expect(broken).toEqual([]);
  });

  it('name both sides of a supersession or amendment', () => {
    const missing: string[] = [];
    for (const [n, record] of records) {
      if (typeof record === 'string') continue;
      // A: "Superseded by B" needs B: "Supersedes: A (…)".
      for (const other of record.by?.numbers ?? []) {
        const claims = records.get(other);
        if (typeof claims !== 'object' || !claims.claims.includes(`${CLAIM_FOR[record.by!.kind]} ${n}`))
          missing.push(`${other} lacks "${CLAIM_FOR[record.by!.kind]}: ${n}"`);
      }
      // B: "Amends: A (…)" needs A: "Amended by …, B".
      for (const claim of record.claims) {
        const [kind, other] = [claim.slice(0, -4), claim.slice(-3)];
        const target = records.get(other);
        const expected = Object.keys(CLAIM_FOR).find((status) => CLAIM_FOR[status] === kind);
        if (typeof target !== 'object' || !target.by || target.by.kind !== expected || !target.by.numbers.includes(n))
          missing.push(`${other}'s Status lacks "${expected} ${n}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
