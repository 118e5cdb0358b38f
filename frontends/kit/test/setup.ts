// Runs after jsdom is up, before each web test file. Testing Library unmounts after
// each test by itself; local storage must be emptied too so tests stay independent.
import '@testing-library/jest-dom';

// jsdom lacks the encoders react-router reads at import time; Node's are the same API.
const { TextEncoder, TextDecoder } = jest.requireActual<Pick<typeof globalThis, 'TextEncoder' | 'TextDecoder'>>('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  localStorage.clear();
});
