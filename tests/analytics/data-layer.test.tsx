import { pushAnalyticsEvent } from '@/analytics/data-layer';

describe('the data layer', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('creates the data layer on first use and appends events in order', () => {
    pushAnalyticsEvent({ event: 'modalView', modal: 'login' });
    pushAnalyticsEvent({ event: 'notFoundPageView', path: '/nope' });
    expect(window.dataLayer).toEqual([
      { event: 'modalView', modal: 'login' },
      { event: 'notFoundPageView', path: '/nope' },
    ]);
  });

  it('keeps events pushed before it by the tag manager', () => {
    window.dataLayer = [{ 'gtm.start': 1 }];
    pushAnalyticsEvent({ event: 'formSubmitted', form: 'newsletter' });
    expect(window.dataLayer).toHaveLength(2);
  });
});
