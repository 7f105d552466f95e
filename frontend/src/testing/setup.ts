import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';

// Whole-app renders under a loaded CI machine can take over the default 1 s to settle; the first
// one of a run took over 4 s at load average 10+ on 2 cores (testTimeout is 15 s, vite.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// Test files share one jsdom per worker (isolate: false in vite.config.ts), and this file runs at
// the start of each of them: give each file what a fresh jsdom gave it.
window.localStorage.clear();
window.sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.title = '';
vi.useRealTimers();

afterEach(() => {
  cleanup();
  // The toast store lives at module level; start every test with none.
  dismissToast();
});
