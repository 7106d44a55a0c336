import { describe, expect, it } from 'vitest';
import { claimUrl, parseRoute, routeOf } from '../src/router.ts';

describe('routes (hash routes, and the server’s path links)', () => {
  it.each([
    ['/', { page: 'home' }],
    ['/new/ancients', { page: 'new', game: 'ancients', scenario: null, seed: null }],
    ['/new/ancients?scenario=007&seed=9', { page: 'new', game: 'ancients', scenario: '007', seed: '9' }],
    ['/local/abc123', { page: 'local', id: 'abc123' }],
    ['/g/G1?token=secret', { page: 'online', id: 'G1', token: 'secret', spectate: false, invite: null }],
    ['/watch/G1?token=s', { page: 'online', id: 'G1', token: 's', spectate: true, invite: null }],
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
      invite: null,
    });
    expect(routeOf('http://127.0.0.1:8080/g/G7?token=t1')).toEqual({
      page: 'online',
      id: 'G7',
      token: 't1',
      spectate: false,
      invite: null,
    });
    expect(routeOf('http://h/games/G7?token=t1')).toEqual({
      page: 'online',
      id: 'G7',
      token: 't1',
      spectate: false,
      invite: null,
    });
    expect(routeOf('http://h/spectate/G7')).toEqual({
      page: 'online',
      id: 'G7',
      token: null,
      spectate: true,
      invite: null,
    });
  });

  it('reads a one-time invite, and sends it to the server’s page that takes the seat', () => {
    expect(routeOf('https://example.org/play/G7?invite=abc-123')).toEqual({
      page: 'online',
      id: 'G7',
      token: null,
      spectate: false,
      invite: 'abc-123',
    });
    expect(routeOf('http://h/#/g/G7?invite=x%2By')).toMatchObject({
      page: 'online',
      id: 'G7',
      invite: 'x+y',
    });
    // A spectator's link never carries an invite, and a plain table link has none.
    expect(routeOf('http://h/watch/G7?invite=abc')).toMatchObject({ spectate: true, invite: null });
    expect(routeOf('http://h/play/G7')).toMatchObject({ token: null, invite: null });
    expect(claimUrl('G 7', 'a+b/c')).toBe('/play/G%207?invite=a%2Bb%2Fc');
    expect(claimUrl('G7', 'abc', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/play/G7?invite=abc');
  });
});
