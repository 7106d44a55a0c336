import { describe, expect, it } from 'vitest';
import { parseRoute, routeOf } from '../src/router.ts';

describe('routes (hash routes, and the server’s path links)', () => {
  it.each([
    ['/', { page: 'home' }],
    ['/new/ancients', { page: 'new', game: 'ancients', scenario: null, seed: null }],
    ['/new/ancients?scenario=007&seed=9', { page: 'new', game: 'ancients', scenario: '007', seed: '9' }],
    ['/local/abc123', { page: 'local', id: 'abc123' }],
    ['/g/G1?token=secret', { page: 'online', id: 'G1', token: 'secret', spectate: false }],
    ['/watch/G1?token=s', { page: 'online', id: 'G1', token: 's', spectate: true }],
    ['/join', { page: 'join' }],
    ['/nonsense/x/y', { page: 'missing' }],
  ])('%s', (path, route) => {
    expect(parseRoute(path)).toEqual(route);
  });

  it('reads invite links in either form', () => {
    expect(routeOf('https://example.org/#/g/G7?token=t1')).toEqual({
      page: 'online',
      id: 'G7',
      token: 't1',
      spectate: false,
    });
    expect(routeOf('http://127.0.0.1:8080/g/G7?token=t1')).toEqual({
      page: 'online',
      id: 'G7',
      token: 't1',
      spectate: false,
    });
    expect(routeOf('http://h/games/G7?token=t1')).toEqual({
      page: 'online',
      id: 'G7',
      token: 't1',
      spectate: false,
    });
    expect(routeOf('http://h/spectate/G7')).toEqual({
      page: 'online',
      id: 'G7',
      token: null,
      spectate: true,
    });
  });
});
