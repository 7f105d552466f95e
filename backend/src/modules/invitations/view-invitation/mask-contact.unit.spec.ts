import { maskEmail, maskPhone } from './mask-contact';

describe('masking the invited contact', () => {
  it.each([
    ['john.doe@example.com', 'j***@e***.com'],
    ['bo@mail.example.co.uk', 'b***@m***.uk'],
    ['x@localhost', 'x***@l***'],
  ])('e-mail %s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each([
    ['+1 (555) 010-1234', '***-***-1234'],
    ['03001234567', '***-***-4567'],
    ['12', '***'],
  ])('phone %s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('keeps an absent contact absent', () => {
    expect([maskEmail(null), maskPhone(null)]).toEqual([null, null]);
  });
});
