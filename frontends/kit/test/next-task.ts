// Waits for the main thread's next task inside act(): photo loads start each in a task of
// their own (src/photos/in-own-task.ts), after the commit that asked for them.
import { act } from '@testing-library/react';

export const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
