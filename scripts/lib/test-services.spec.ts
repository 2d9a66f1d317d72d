import { loadConfig } from '../../core/src/config/app-config';
import { wantsContainers } from './test-services';

describe('where npm test finds Postgres and Redis', () => {
  it('starts containers in auto mode only when a Docker engine answers', () => {
    expect(wantsContainers('auto', true)).toBe(true);
    expect(wantsContainers('auto', false)).toBe(false);
  });

  it('never starts containers with TEST_SERVICES=env, even with an engine', () => {
    expect(wantsContainers('env', true)).toBe(false);
  });

  it('refuses TEST_SERVICES=containers without an engine, saying what to do', () => {
    expect(() => wantsContainers('containers', false)).toThrow(/no Docker engine answers.*TEST_SERVICES=env/);
    expect(wantsContainers('containers', true)).toBe(true);
  });

  it('reads TEST_SERVICES once with the rest of the config and lists a bad value', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/config-spec' }).testServices).toBe('auto');
    expect(loadConfig({ DATA_DIR: 'tmp/config-spec', TEST_SERVICES: 'env' }).testServices).toBe('env');
    expect(() => loadConfig({ DATA_DIR: 'tmp/config-spec', TEST_SERVICES: 'docker' })).toThrow(/TEST_SERVICES must be auto, containers or env/);
  });
});
