import { act, render } from '@testing-library/react';
import { ChatButton } from '@/features/chat/ChatButton';
import {
  CHAT_BUTTON_POLL_LIMIT_MS,
  CHAT_BUTTON_POLL_MS,
  CHAT_CLASS_RESET_MS,
  CHAT_FOOTER_OFFSET_PX,
  CHAT_HELPER_CLASS,
  CHAT_REPOSITION_DELAY_MS,
} from '@/features/chat/chat-constants';
import { fakeTimersWithUser, realTimers } from '../shell/fake-timers';

/**
 * Spec 1 §2.2 and spec 3 §9: the chat button is looked up every 100 ms for at most 10 s, sits 80 px
 * above the footer, is repositioned 300 ms after an orientation change, and its helper class is reset
 * 1 s after navigation.
 */

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(),
}));
const scripts = vi.hoisted(() => ({ loaded: [] as string[], onReady: undefined as (() => void) | undefined }));
vi.mock('next/script', () => ({
  default: ({ src, onReady }: { src: string; onReady?: () => void }) => {
    scripts.loaded.push(src);
    scripts.onReady = onReady;
    return null;
  },
}));

/** The vendor's script has loaded and run (next/script's `onReady`). */
const scriptRuns = () => act(() => scripts.onReady?.());

const SELECTOR = '.embeddedServiceHelpButton';
const VIEWPORT_HEIGHT = 800;
let footerTop = 2000;

function addFooter() {
  const footer = document.createElement('footer');
  footer.setAttribute('data-site-footer', '');
  footer.getBoundingClientRect = () => ({ top: footerTop, bottom: footerTop + 400, left: 0, right: 1000, width: 1000, height: 400, x: 0, y: footerTop, toJSON: () => ({}) });
  document.body.append(footer);
}

function addChatButton(): HTMLElement {
  const button = document.createElement('div');
  button.className = 'embeddedServiceHelpButton';
  document.body.append(button);
  return button;
}

function renderChat({ scriptReady = true } = {}) {
  const ui = () => <ChatButton scriptUrl="https://chat.example.com/embedded.js" buttonSelector={SELECTOR} />;
  const view = render(ui());
  if (scriptReady) scriptRuns();
  return { ...view, rerenderSame: () => view.rerender(ui()) };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  fakeTimersWithUser();
  navigation.pathname = '/';
  footerTop = 2000;
  scripts.loaded.length = 0;
  scripts.onReady = undefined;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT_HEIGHT });
  addFooter();
});
afterEach(() => {
  realTimers();
  document.body.innerHTML = '';
});

describe('the chat help button', () => {
  it('loads the configured chat script', () => {
    renderChat();
    expect(scripts.loaded).toContain('https://chat.example.com/embedded.js');
  });

  it('finds the button the script adds by polling every 100 ms', () => {
    expect(CHAT_BUTTON_POLL_MS).toBe(100);
    footerTop = 600;
    renderChat();
    tick(250);
    const button = addChatButton();
    tick(49);
    expect(button.style.bottom).toBe('');
    tick(1);
    expect(button.style.bottom).toBe(`${VIEWPORT_HEIGHT - 600 + CHAT_FOOTER_OFFSET_PX}px`);
  });

  it('starts looking once the script has run, however long after the page that is', () => {
    footerTop = 600;
    renderChat({ scriptReady: false });
    tick(CHAT_BUTTON_POLL_LIMIT_MS + 5_000);
    scriptRuns();
    const button = addChatButton();
    tick(CHAT_BUTTON_POLL_MS);
    expect(button.style.bottom).toBe(`${VIEWPORT_HEIGHT - 600 + CHAT_FOOTER_OFFSET_PX}px`);
  });

  it('still finds a button that appears just before the 10 s are up', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    footerTop = 600;
    renderChat();
    tick(CHAT_BUTTON_POLL_LIMIT_MS - CHAT_BUTTON_POLL_MS);
    const button = addChatButton();
    tick(CHAT_BUTTON_POLL_MS);
    expect(button.style.bottom).toBe(`${VIEWPORT_HEIGHT - 600 + CHAT_FOOTER_OFFSET_PX}px`);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('gives up after 10 s', () => {
    expect(CHAT_BUTTON_POLL_LIMIT_MS).toBe(10_000);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    footerTop = 600;
    renderChat();
    tick(CHAT_BUTTON_POLL_LIMIT_MS);
    const late = addChatButton();
    tick(1000);
    expect(late.style.bottom).toBe('');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('did not appear'));
  });

  it('keeps 80 px above the footer while the footer is on screen, and leaves the script its place otherwise', () => {
    expect(CHAT_FOOTER_OFFSET_PX).toBe(80);
    const button = addChatButton();
    renderChat();
    tick(CHAT_BUTTON_POLL_MS);
    expect(button.style.bottom).toBe('');
    expect(button).not.toHaveClass(CHAT_HELPER_CLASS);

    footerTop = 500;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    tick(20);
    expect(button.style.bottom).toBe('380px');
    expect(button).toHaveClass(CHAT_HELPER_CLASS);
  });

  it('is placed again 300 ms after an orientation change', () => {
    expect(CHAT_REPOSITION_DELAY_MS).toBe(300);
    const button = addChatButton();
    footerTop = 700;
    renderChat();
    tick(CHAT_BUTTON_POLL_MS);
    expect(button.style.bottom).toBe('180px');

    footerTop = 400;
    act(() => {
      window.dispatchEvent(new Event('orientationchange'));
    });
    tick(CHAT_REPOSITION_DELAY_MS - 1);
    expect(button.style.bottom).toBe('180px');
    tick(1);
    expect(button.style.bottom).toBe('480px');
  });

  it('resets its helper class 1 s after a navigation', () => {
    expect(CHAT_CLASS_RESET_MS).toBe(1000);
    const button = addChatButton();
    footerTop = 700;
    const { rerenderSame } = renderChat();
    tick(CHAT_BUTTON_POLL_MS);
    expect(button).toHaveClass(CHAT_HELPER_CLASS);

    // The next page is longer: its footer is off screen.
    footerTop = 3000;
    navigation.pathname = '/c/men';
    rerenderSame();
    tick(CHAT_CLASS_RESET_MS - 1);
    expect(button).toHaveClass(CHAT_HELPER_CLASS);
    tick(1);
    expect(button).not.toHaveClass(CHAT_HELPER_CLASS);
    expect(button.style.bottom).toBe('');
  });
});
