import { Logger } from '@nestjs/common';
import { installProcessHandlers } from './process-handlers';

describe('installProcessHandlers', () => {
  it('logs an unhandled rejection with its stack instead of letting it end the process', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const before = process.listenerCount('unhandledRejection');
    installProcessHandlers('spec');
    installProcessHandlers('spec'); // once per process, however often called
    expect(process.listenerCount('unhandledRejection')).toBe(before + 1);
    const listener = process.listeners('unhandledRejection').at(-1)!;
    listener(new Error('boom in a .then callback'), Promise.resolve());
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^unhandled promise rejection: Error: boom in a \.then callback\n\s+at /));
    process.removeListener('unhandledRejection', listener);
    error.mockRestore();
  });
});
