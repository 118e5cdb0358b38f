import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { installFakePushBrowser, removeFakePushBrowser } from './fake-push-browser';
import { OPEN_URL } from './open-url-message';
import { useNotificationNavigation } from './use-notification-navigation';

function App() {
  useNotificationNavigation();
  return (
    <Routes>
      <Route path="/profile" element={<p>Profile page</p>} />
      <Route path="/chat" element={<p>Chat page</p>} />
    </Routes>
  );
}

describe('useNotificationNavigation', () => {
  afterEach(removeFakePushBrowser);

  it("opens the route of a clicked notification the service worker names, and nothing else", () => {
    const browser = installFakePushBrowser();
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <App />
      </MemoryRouter>,
    );
    act(() => void browser.postToPage({ type: 'user-update-check' }));
    expect(screen.getByText('Profile page')).toBeInTheDocument();
    act(() => void browser.postToPage({ type: OPEN_URL, url: '/chat' }));
    expect(screen.getByText('Chat page')).toBeInTheDocument();
  });
});
