// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JoinBox } from '../src/lobby/Home.tsx';
import { InviteList } from '../src/lobby/Invites.tsx';
import { findOnline, type OnlineRecord, saveOnline } from '../src/online/store.ts';
import { mountedRoot } from './dom.ts';

const dom = mountedRoot();
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const record: OnlineRecord = {
  id: 'G1',
  game: 'ancients',
  scenario: '001',
  created: '2030-01-01T00:00:00.000Z',
  seats: [{ seat: 'bottom', token: 'creator-token', controller: 'me' }],
  creatorToken: 'creator-token',
  invites: [{ seat: 'top', url: 'http://h/play/G1?invite=old' }],
};

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function clickReissue(): Promise<void> {
  await act(async () => {
    (dom.container.querySelector('[data-testid=invite-reissue]') as HTMLButtonElement).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the invites of a game just created', () => {
  function show(onChange: (r: OnlineRecord) => void = () => {}) {
    saveOnline(record);
    act(() => {
      dom.root.render(createElement(InviteList, { record, nameOf: (s: string) => s, onChange }));
    });
  }

  it('shows each link with the note that it works once', () => {
    show();
    expect((dom.container.querySelector('[data-testid=invite-url]') as HTMLInputElement).value).toBe(
      'http://h/play/G1?invite=old',
    );
    expect(dom.container.textContent).toContain('Each invite link works once');
  });

  it('asks the server for a new link with the creator’s token and keeps it in place of the old', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        answer(200, { seat: 'top', seats: ['top'], invite: 'new', url: '/play/G1?invite=new' }),
      );
    const changed: OnlineRecord[] = [];
    show((r) => changed.push(r));
    await clickReissue();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/games/G1/seats/top/invite');
    expect(init!.method).toBe('POST');
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer creator-token');
    const stored = findOnline('G1')!.invites;
    expect(stored).toEqual([{ seat: 'top', url: `${location.origin}/play/G1?invite=new` }]);
    expect(changed.at(-1)?.invites).toEqual(stored);
    expect(dom.container.textContent).toContain('the old one no longer works');
  });

  it('shows the server’s message when the seat has been taken, and keeps the link', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(409, { error: { code: 'seat-taken', message: 'this seat has been taken' } }),
    );
    show();
    await clickReissue();
    expect(dom.container.querySelector('[role=alert]')?.textContent).toBe('this seat has been taken');
    expect(findOnline('G1')!.invites).toEqual(record.invites);
  });
});

describe('the join box', () => {
  it('sends an invite link to the server’s page with a full page load, not a hash route', () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    act(() => {
      dom.root.render(createElement(JoinBox));
    });
    const input = dom.container.querySelector('input') as HTMLInputElement;
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, 'https://elsewhere.example/play/G9?invite=abc%2B1');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const before = location.hash;
    act(() => {
      (dom.container.querySelector('button[type=submit]') as HTMLButtonElement).click();
    });
    expect(assign).toHaveBeenCalledWith('/play/G9?invite=abc%2B1');
    expect(location.hash).toBe(before);
  });
});
