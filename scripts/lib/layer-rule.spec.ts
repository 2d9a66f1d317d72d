import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

jest.setTimeout(120_000);

const ROOT = join(__dirname, '..', '..');

/** ESLint's Node API on one in-memory source, in a child process (the config is an ES module jest's VM cannot load). */
const LINT_TEXT = `
import { ESLint } from 'eslint';
const { code, filePath } = JSON.parse(process.argv[1]);
const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath });
process.stdout.write(JSON.stringify(result.messages));
`;

/**
 * The layer rule of eslint.config.mjs (docs/architecture.md, "Layout"), run through ESLint's Node API on fixture
 * sources given as the text of real files of each layer: the forbidden imports must fail, the allowed ones pass.
 */
describe('eslint layer rule', () => {
  const layerErrors = async (filePath: string, code: string) => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_TEXT, JSON.stringify({ code, filePath: join(ROOT, filePath) })], { cwd: ROOT, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`eslint did not run: ${run.stderr}`);
    const messages = JSON.parse(run.stdout) as { ruleId: string | null; message: string }[];
    return messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it('fails when core imports the api or the worker (alias or relative path)', async () => {
    const file = 'core/src/errors/refusal.ts';
    expect(await layerErrors(file, `import { AppModule } from '@studio/api/app.module';\nexport const x = AppModule;\n`)).toEqual([
      expect.stringContaining('core is the shared domain'),
    ]);
    expect(await layerErrors(file, `import { BookingsProcessor } from '@studio/worker/bookings/bookings.processor';\nexport const x = BookingsProcessor;\n`)).toHaveLength(1);
    expect(await layerErrors(file, `import { AppModule } from '../../../api/src/app.module';\nexport const x = AppModule;\n`)).toHaveLength(1);
    expect(await layerErrors(file, `import { Refusal } from './refusal';\nexport const x = Refusal;\n`)).toEqual([]);
  });

  it('fails when the api imports the worker; the api may import core', async () => {
    const file = 'api/src/main.ts';
    expect(await layerErrors(file, `import { BookingsProcessor } from '@studio/worker/bookings/bookings.processor';\nexport const x = BookingsProcessor;\n`)).toEqual([
      expect.stringContaining('must not import the worker'),
    ]);
    expect(await layerErrors(file, `import { Refusal } from '@studio/core/errors/refusal';\nexport const x = Refusal;\n`)).toEqual([]);
  });
});
