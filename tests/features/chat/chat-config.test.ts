import { chatConfigFrom, scriptUrlFrom } from '@/features/chat/chat-config';
import { DEFAULT_CHAT_BUTTON_SELECTOR } from '@/features/chat/chat-constants';
import { chatButtonBottom } from '@/features/chat/chat-position';
import { trustBadgeScriptsForSite, trustBadgeScriptsFrom } from '@/features/shell/trust-badge/trust-badge-config';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the chat configuration (CHAT_SCRIPT_URL)', () => {
  it('has no chat when unset', () => {
    expect(chatConfigFrom({}, DEFAULT_CHAT_BUTTON_SELECTOR)).toBeUndefined();
    expect(chatConfigFrom({ CHAT_SCRIPT_URL: '  ' }, DEFAULT_CHAT_BUTTON_SELECTOR)).toBeUndefined();
  });

  it('takes an https script and the default button', () => {
    expect(chatConfigFrom({ CHAT_SCRIPT_URL: 'https://chat.example.com/esw.min.js' }, DEFAULT_CHAT_BUTTON_SELECTOR)).toEqual({
      scriptUrl: 'https://chat.example.com/esw.min.js',
      buttonSelector: '.embeddedServiceHelpButton',
    });
    expect(
      chatConfigFrom({ CHAT_SCRIPT_URL: 'https://chat.example.com/x.js', CHAT_BUTTON_SELECTOR: '#chat' }, DEFAULT_CHAT_BUTTON_SELECTOR)?.buttonSelector,
    ).toBe('#chat');
  });

  it('refuses scripts that are not absolute https URLs (http only on localhost)', () => {
    expect(scriptUrlFrom('http://chat.example.com/x.js')).toBeUndefined();
    expect(scriptUrlFrom('/local.js')).toBeUndefined();
    expect(scriptUrlFrom('javascript:alert(1)')).toBeUndefined();
    expect(scriptUrlFrom('http://localhost:9000/chat.js')).toBe('http://localhost:9000/chat.js');
  });
});

describe('where the chat button sits (80 px above the footer)', () => {
  it('lifts the button while the footer is on screen', () => {
    expect(chatButtonBottom({ viewportHeight: 800, footerTop: 500 })).toBe(380);
    expect(chatButtonBottom({ viewportHeight: 800, footerTop: 0 })).toBe(880);
  });

  it('leaves it alone while the footer is below the screen or missing', () => {
    expect(chatButtonBottom({ viewportHeight: 800, footerTop: 800 })).toBeUndefined();
    expect(chatButtonBottom({ viewportHeight: 800, footerTop: undefined })).toBeUndefined();
  });
});

describe('trust badge scripts (TRUST_BADGE_SCRIPTS)', () => {
  it('reads one script per country of the European sites, the UK one too', () => {
    expect(trustBadgeScriptsFrom('DE=https://badge.example.com/de.js, fr=https://badge.example.com/fr.js gb=https://badge.example.com/gb.js')).toEqual({
      DE: 'https://badge.example.com/de.js',
      FR: 'https://badge.example.com/fr.js',
      GB: 'https://badge.example.com/gb.js',
    });
  });

  it('drops countries of no European site and unusable URLs', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(trustBadgeScriptsFrom('US=https://x.example.com/us.js,CA=https://x.example.com/ca.js,NL=ftp://x/nl.js,AT')).toEqual({});
    expect(trustBadgeScriptsFrom(undefined)).toEqual({});
  });

  it('gives each European site the scripts of its own countries, and the US site none', () => {
    const scripts = { DE: 'https://badge.example.com/de.js', GB: 'https://badge.example.com/gb.js' };
    expect(trustBadgeScriptsForSite('eu', scripts)).toEqual({ DE: scripts.DE });
    expect(trustBadgeScriptsForSite('uk', scripts)).toEqual({ GB: scripts.GB });
    expect(trustBadgeScriptsForSite('us', scripts)).toEqual({});
  });
});
