// When a page's live updates are on: its socket.io connection has been accepted (the
// server's CONNECT packet, "40…"). A push sent before that cannot reach the page, so a
// test of live updates changes things only after it. Call before the navigation that
// opens the socket.
import type { Page } from '@playwright/test';

export function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}
