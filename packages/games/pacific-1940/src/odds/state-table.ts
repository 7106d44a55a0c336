/**
 * An index from battle-state keys to record numbers: open addressing over typed arrays for numeric
 * keys (the usual case; several times faster than a Map on the calculator's hot path), a Map for the
 * string keys of very large battles.
 */
export interface StateTable {
  /** The record number of `key`, or -1. */
  get(key: number | string): number;
  set(key: number | string, index: number): void;
}

class NumericTable implements StateTable {
  private keys: Float64Array;
  private values: Int32Array;
  private mask: number;
  private size = 0;

  constructor(capacity = 1024) {
    this.keys = new Float64Array(capacity).fill(-1);
    this.values = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  private slot(key: number): number {
    const lo = (key % 4294967296) | 0;
    const hi = (key / 4294967296) | 0;
    return (Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1) >>> 0) & this.mask;
  }

  get(key: number | string): number {
    const k = key as number;
    for (let i = this.slot(k); ; i = (i + 1) & this.mask) {
      const at = this.keys[i]!;
      if (at === k) return this.values[i]!;
      if (at === -1) return -1;
    }
  }

  set(key: number | string, index: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const k = key as number;
    for (let i = this.slot(k); ; i = (i + 1) & this.mask) {
      const at = this.keys[i]!;
      if (at === -1 || at === k) {
        if (at === -1) this.size += 1;
        this.keys[i] = k;
        this.values[i] = index;
        return;
      }
    }
  }

  private grow(): void {
    const keys = this.keys;
    const values = this.values;
    this.keys = new Float64Array(keys.length * 2).fill(-1);
    this.values = new Int32Array(keys.length * 2);
    this.mask = this.keys.length - 1;
    this.size = 0;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== -1) this.set(keys[i]!, values[i]!);
  }
}

class MapTable implements StateTable {
  private readonly map = new Map<number | string, number>();
  get(key: number | string): number {
    return this.map.get(key) ?? -1;
  }
  set(key: number | string, index: number): void {
    this.map.set(key, index);
  }
}

export function stateTable(numericKeys: boolean): StateTable {
  return numericKeys ? new NumericTable() : new MapTable();
}
