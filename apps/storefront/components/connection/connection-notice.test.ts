import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionNotice, type ConnectionTexts } from './connection-notice';

type Listener = () => void;

/** Just enough DOM for the notice: elements with attributes, text and children, window events. */
class FakeElement {
  attributes: Record<string, string> = {};
  children: FakeElement[] = [];
  className = '';
  private text = '';
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  removeAttribute(name: string) {
    delete this.attributes[name];
  }
  appendChild(child: FakeElement) {
    this.children.push(child);
  }
  get textContent(): string {
    return this.text + this.children.map((child) => child.textContent).join('');
  }
  set textContent(value: string) {
    this.text = value;
    this.children = [];
  }
}

function fakePage(onLine: boolean) {
  const listeners: Record<string, Listener[]> = {};
  const body = new FakeElement();
  const w = {
    navigator: { onLine },
    addEventListener: (name: string, listener: Listener) =>
      void (listeners[name] ??= []).push(listener),
  } as unknown as Window;
  const d = {
    readyState: 'complete',
    body,
    createElement: () => new FakeElement(),
  } as unknown as Document;
  const fire = (name: string) => (listeners[name] ?? []).forEach((listener) => listener());
  return { w, d, body, fire };
}

const texts: ConnectionTexts = {
  offline: 'You are offline. Some features may be unavailable.',
  online: 'You are back online.',
  className: { offline: 'dark', online: 'green' },
  backOnlineMs: 5000,
};

afterEach(() => vi.useRealTimers());

describe('connection notice', () => {
  it('adds an empty polite status region', () => {
    const page = fakePage(true);
    connectionNotice(page.w, page.d, texts);
    const region = page.body.children[0]!;
    expect(region.attributes).toMatchObject({ role: 'status', 'data-ready': 'true' });
    expect(region.textContent).toBe('');
  });

  it('says offline until the connection returns, then back online for a while', () => {
    vi.useFakeTimers();
    const page = fakePage(true);
    connectionNotice(page.w, page.d, texts);
    const region = page.body.children[0]!;
    page.fire('offline');
    expect(region.textContent).toBe(texts.offline);
    expect(region.attributes['data-state']).toBe('offline');
    page.fire('online');
    expect(region.textContent).toBe(texts.online);
    vi.advanceTimersByTime(texts.backOnlineMs);
    expect(region.textContent).toBe('');
    expect(region.attributes['data-state']).toBeUndefined();
  });

  it('going offline again keeps the offline text', () => {
    vi.useFakeTimers();
    const page = fakePage(true);
    connectionNotice(page.w, page.d, texts);
    const region = page.body.children[0]!;
    page.fire('offline');
    page.fire('online');
    page.fire('offline');
    vi.advanceTimersByTime(texts.backOnlineMs);
    expect(region.textContent).toBe(texts.offline);
  });

  it('starts with the offline text when the page opens offline', () => {
    const page = fakePage(false);
    connectionNotice(page.w, page.d, texts);
    expect(page.body.children[0]!.textContent).toBe(texts.offline);
  });
});
