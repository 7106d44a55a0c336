/** For happy-dom tests: a React root in a fresh element for each test, unmounted after it. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Mounted {
  container: HTMLElement;
  root: Root;
}

/** Call at the top of a file or a describe block; read `container` and `root` inside the tests. */
export function mountedRoot(): Mounted {
  const mounted = {} as Mounted;
  beforeEach(() => {
    mounted.container = document.createElement('div');
    document.body.appendChild(mounted.container);
    mounted.root = createRoot(mounted.container);
  });
  afterEach(() => {
    act(() => mounted.root.unmount());
    mounted.container.remove();
  });
  return mounted;
}
