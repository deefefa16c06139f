import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The project explains itself: comments and READMEs cite docs/product-rules.md, docs/architecture.md,
 * docs/decisions/ or a README section, never documents that are not in the repository (the specification, design
 * and conventions files the project was started from, kept beside it, not in it). A new engineer who clones the
 * repository can follow every citation. This test scans the tracked sources and fails naming each file:line.
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SELF = 'server/src/docs-citations.test.ts';
const SCANNED = /\.(?:ts|tsx|js|mjs|md)$/;

/** Citations of documents outside the repository, and paths that lead out of it to them. */
const OUTSIDE = [
  /\b(?:SPEC|DESIGN|CONVENTIONS)\b/, // SPEC §n, DESIGN deviation n, DESIGN "…", CONVENTIONS n, SPEC.md, "SPEC's …"
  /(?:\.\.\/)+shared\/[A-Z][A-Z-]*\.md/, // ../shared/SPEC.md and the like
  /\/work\/shared\//,
];

/**
 * The API benchmark's label for the original client's list call: a name in bench/api.mjs's output and in the
 * results already recorded with it, not a citation.
 */
const ALLOWED = ['product list (SPEC)'];

/** `docs/product-rules.md "Heading"` and `docs/architecture.md "Heading"`: the heading must exist. */
const HEADING_CITATION = /docs\/(product-rules|architecture)\.md "([^"]+)"/g;
/** `README "Section"`: README.md must have that heading. */
const README_CITATION = /README "([^"]+)"/g;
/** `docs/decisions/0001-….md`: the record must exist. */
const DECISION_CITATION = /docs\/decisions\/[\w.-]+\.md/g;

interface Finding {
  at: string;
  text: string;
}

/** Every line of `files` (read from `root`) that cites something outside the repository. */
function outsideCitations(root: string, files: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  for (const file of files) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const rest = ALLOWED.reduce((text, allowed) => text.split(allowed).join(''), line);
        if (OUTSIDE.some((pattern) => pattern.test(rest))) findings.push({ at: `${file}:${index + 1}`, text: line.trim() });
      });
  }
  return findings;
}

/** The headings of a Markdown file, as written after the #s. */
function headings(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  return new Set([...text.matchAll(/^#{1,6} +(.+?) *$/gm)].map((match) => match[1] ?? ''));
}

/** Citations into docs/ or README.md whose heading or record does not exist. */
function brokenDocCitations(root: string, files: readonly string[]): Finding[] {
  const known = {
    'product-rules': headings(path.join(root, 'docs/product-rules.md')),
    architecture: headings(path.join(root, 'docs/architecture.md')),
  };
  const readme = headings(path.join(root, 'README.md'));
  const findings: Finding[] = [];
  for (const file of files) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const [, doc, heading] of line.matchAll(HEADING_CITATION)) {
          if (!known[doc as keyof typeof known].has(heading ?? '')) {
            findings.push({ at: `${file}:${index + 1}`, text: `docs/${doc}.md has no heading "${heading}"` });
          }
        }
        for (const [, heading] of line.matchAll(README_CITATION)) {
          if (!readme.has(heading ?? '')) findings.push({ at: `${file}:${index + 1}`, text: `README.md has no heading "${heading}"` });
        }
        for (const [record] of line.matchAll(DECISION_CITATION)) {
          if (!existsSync(path.join(root, record))) findings.push({ at: `${file}:${index + 1}`, text: `${record} does not exist` });
        }
      });
  }
  return findings;
}

/** The tracked sources and READMEs, docs/ and this test aside. */
function trackedSources(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => SCANNED.test(file) && !file.startsWith('docs/') && !file.includes('node_modules/') && file !== SELF);
}

const report = (findings: Finding[]) => findings.map(({ at, text }) => `${at}: ${text}`).join('\n');

describe('citations in the repository', () => {
  it('finds each kind of outside citation, and lets the project docs and the benchmark label through', () => {
    const lines = [
      '/** SPEC §2: the footer. */',
      '// DESIGN deviation 8: notifications.',
      ' * Import direction (DESIGN "Layout").',
      '/** Paths in one place (CONVENTIONS 4). */',
      'see ../shared/NOTES.md',
      '/** docs/product-rules.md "Footer": the footer. */',
      "| product list (SPEC) | 500 |",
    ];
    const findings = lines.map((line, index) => ({ index, hit: OUTSIDE.some((p) => p.test(ALLOWED.reduce((t, a) => t.split(a).join(''), line))) }));
    expect(findings.filter(({ hit }) => hit).map(({ index }) => index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('no tracked source or README cites a document outside the repository', () => {
    const findings = outsideCitations(REPO, trackedSources(REPO));
    expect(report(findings), 'cite docs/product-rules.md, docs/architecture.md, docs/decisions/ or a README section').toBe('');
  });

  it('every citation of docs/ or the README names a heading or record that exists', () => {
    const findings = brokenDocCitations(REPO, trackedSources(REPO));
    expect(report(findings)).toBe('');
  });
});
