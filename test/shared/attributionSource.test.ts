import { httpsOrigin, registerSourceHeader } from '../../shared/domain/attributionSource';

describe('httpsOrigin (destinations are https origins)', () => {
  it.each<[string, string | null]>([
    ['https://shop.example', 'https://shop.example'],
    ['https://shop.example/', 'https://shop.example'],
    ['HTTPS://Shop.Example:443', 'https://shop.example'],
    ['https://shop.example:8443', 'https://shop.example:8443'],
    ['http://shop.example', null],
    ['https://shop.example/cart', null],
    ['https://shop.example?x=1', null],
    ['https://shop.example#top', null],
    ['https://user@shop.example', null],
    ['https://localhost', null],
    ['https://10.0.0.1', null],
    ['https://[::1]', null],
    ['javascript:alert(1)', null],
    ['//shop.example', null],
    [`https://${'a'.repeat(300)}.example`, null],
  ])('%s -> %s', (value, expected) => {
    expect(httpsOrigin(value)).toBe(expected);
  });
});

describe('registerSourceHeader ("expiry 604800 s click, 86400 s view; priority click 2, view 1")', () => {
  it.each<['click' | 'view', string, string]>([
    ['click', '604800', '2'],
    ['view', '86400', '1'],
  ])('a %s expires after %s s with priority %s', (type, expiry, priority) => {
    const header = JSON.parse(registerSourceHeader({ source_event_id: '42', destination: ['https://shop.example'], source_event_type: type }));
    expect(header).toEqual({ source_event_id: '42', destination: ['https://shop.example'], expiry, priority });
  });
});
