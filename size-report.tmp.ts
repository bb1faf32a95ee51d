import { sourceFiles, longFunctions, lineCount, MAX_FILE_LINES } from './tests/unit/architecture/code-size';
const root = process.argv[2] ?? '.';
for (const f of sourceFiles(root, ['server', 'views', 'islands', 'domain'])) {
  const n = lineCount(f); if (n > MAX_FILE_LINES) console.log('FILE', n, f);
  for (const l of longFunctions(f)) console.log('FUNC', l.lines, f + ':' + l.line, l.name);
}
