import { flushJsonLog, writeJsonLog } from './json-log';

describe('writeJsonLog', () => {
  let write: jest.SpyInstance;
  beforeEach(() => {
    write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => write.mockRestore());

  it('writes the lines of one loop turn together, one JSON object per line, in order', async () => {
    writeJsonLog({ level: 'info', msg: 'request', status: 200 });
    writeJsonLog({ level: 'error', msg: 'request', status: 500 });
    expect(write).not.toHaveBeenCalled();
    await new Promise((r) => setImmediate(r));
    expect(write).toHaveBeenCalledTimes(1);
    const lines = String(write.mock.calls[0][0]).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual([
      { time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', msg: 'request', status: 200 },
      { time: expect.any(String), level: 'error', msg: 'request', status: 500 },
    ]);
    writeJsonLog({ level: 'info', msg: 'next turn' });
    await new Promise((r) => setImmediate(r));
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('writes what is waiting when flushed (as at exit), and nothing twice', async () => {
    writeJsonLog({ level: 'info', msg: 'last words' });
    flushJsonLog();
    expect(write).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(write.mock.calls[0][0]))).toMatchObject({ msg: 'last words' });
    await new Promise((r) => setImmediate(r));
    flushJsonLog();
    expect(write).toHaveBeenCalledTimes(1);
  });
});
