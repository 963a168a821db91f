import { describe, expect, it } from 'vitest';
import { devicePlatform, platformOf, withRequestUserAgent } from './device-platform';

describe("the device's app store", () => {
  it('is told from the user agent: iPhone and iPad the App Store, Android Google Play, any other none', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36')).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36')).toBeNull();
    // an iPad that calls itself a Mac: only its touch points tell
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5)).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15')).toBeNull();
  });

  it("is the request's during a server render, and the browser's again after it", () => {
    const own = devicePlatform();
    expect(withRequestUserAgent('Mozilla/5.0 (Linux; Android 14)', devicePlatform)).toBe('android');
    expect(withRequestUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)', devicePlatform)).toBe('ios');
    expect(devicePlatform()).toBe(own);
  });
});
