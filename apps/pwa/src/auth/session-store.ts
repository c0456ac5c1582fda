// The sign-in info, kept in localStorage so a reload (or a day offline) keeps the user in.
import { useSyncExternalStore } from 'react';
import type { SignInInfo } from '@tragkraft/sync-protocol';

const KEY = 'tragkraft.session';
const listeners = new Set<() => void>();

function read(): SignInInfo | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SignInInfo) : null;
  } catch {
    return null;
  }
}

let current = read();

export function getSession(): SignInInfo | null {
  return current;
}

export function setSession(info: SignInInfo | null): void {
  current = info;
  if (info) localStorage.setItem(KEY, JSON.stringify(info));
  else localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes this one too.
window.addEventListener('storage', (event) => {
  if (event.key !== KEY) return;
  current = read();
  listeners.forEach((listener) => listener());
});

export function useSession(): SignInInfo | null {
  return useSyncExternalStore(subscribe, getSession);
}
