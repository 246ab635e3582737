/**
 * Encrypted local storage (DESIGN.md section 4): values are sealed with AES-GCM under a
 * non-extractable Web Crypto key that lives in IndexedDB, so a copied localStorage alone is useless.
 */
const DB_NAME = 'forkly-keys';
const STORE = 'keys';
const KEY_ID = 'session';

let keyPromise: Promise<CryptoKey | undefined> | undefined;

function openKeyDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function idbRequest<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function loadOrCreateKey(): Promise<CryptoKey | undefined> {
  if (typeof indexedDB === 'undefined' || !globalThis.crypto?.subtle) return undefined;
  try {
    const db = await openKeyDb();
    const existing = await idbRequest(db.transaction(STORE).objectStore(STORE).get(KEY_ID));
    if (existing) return existing as CryptoKey;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await idbRequest(db.transaction(STORE, 'readwrite').objectStore(STORE).put(key, KEY_ID));
    return key;
  } catch {
    return undefined;
  }
}

function getKey() {
  keyPromise ??= loadOrCreateKey();
  return keyPromise;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Stores `value` encrypted; without Web Crypto/IndexedDB it is not persisted at all. */
export async function writeSecure(name: string, value: unknown): Promise<void> {
  const key = await getKey();
  if (!key) return;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv);
  joined.set(sealed, iv.length);
  localStorage.setItem(name, toBase64(joined));
}

export async function readSecure<T>(name: string): Promise<T | undefined> {
  const stored = localStorage.getItem(name);
  if (!stored) return undefined;
  const key = await getKey();
  if (!key) return undefined;
  try {
    const bytes = fromBase64(stored);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12));
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    localStorage.removeItem(name);
    return undefined;
  }
}

export function removeSecure(name: string): void {
  localStorage.removeItem(name);
}
