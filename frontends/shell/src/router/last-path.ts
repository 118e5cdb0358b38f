// The "previous address" of spec §2: the page to return to after login.
import { LOCAL_KEYS, readLocal, writeLocal } from '@outings/fe-kit/core';

export const readPreviousPath = () => readLocal(LOCAL_KEYS.previousPath);
export const rememberPath = (pathname: string) => writeLocal(LOCAL_KEYS.previousPath, pathname);
