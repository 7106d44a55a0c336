/** §6 General orders. */
import { describe, expect, it } from 'vitest';
import { allowedOrders, halfTheTray, holdAgainPenalty } from '../src/general-orders.ts';

const free = { shortenedTurn: false, nextTurnNight: false, trayEmpty: false, anArmyOffTheMap: false };

describe('6 general orders', () => {
  it('6 any orders when nothing restricts them', () => {
    expect(allowedOrders(free)).toEqual(['attack', 'hold', 'withdrawal']);
  });

  it('6 a Second Player who shortened the turn must choose Attack or Withdrawal', () => {
    expect(allowedOrders({ ...free, shortenedTurn: true })).toEqual(['attack', 'withdrawal']);
  });

  it('6 no Attack before a night turn or with an empty Tray', () => {
    expect(allowedOrders({ ...free, nextTurnNight: true })).toEqual(['hold', 'withdrawal']);
    expect(allowedOrders({ ...free, trayEmpty: true })).toEqual(['hold', 'withdrawal']);
    expect(allowedOrders({ ...free, trayEmpty: true, shortenedTurn: true })).toEqual(['withdrawal']);
  });

  it('6 an army with no block on the map, or facing one, must Hold', () => {
    expect(allowedOrders({ ...free, anArmyOffTheMap: true, shortenedTurn: true })).toEqual(['hold']);
  });

  it('6 the tokens returned: at least half the Tray (rounded up); two after mandatory withdrawals under Hold', () => {
    expect([halfTheTray(8), halfTheTray(5), halfTheTray(0)]).toEqual([4, 3, 0]);
    expect([holdAgainPenalty(8), holdAgainPenalty(1)]).toEqual([2, 1]);
  });
});
