import { extractLinks } from './mail-links';

describe('extractLinks', () => {
  it('finds every http(s) link in order', () => {
    const text = 'Verify: http://localhost:8080/email-verified?token=abc\nOr visit https://outings.example/help';
    expect(extractLinks(text)).toEqual([
      'http://localhost:8080/email-verified?token=abc',
      'https://outings.example/help',
    ]);
  });

  it('leaves out punctuation that ends the sentence', () => {
    expect(extractLinks('Reset it here: https://o.example/reset-password/u1?secret=x1.')).toEqual([
      'https://o.example/reset-password/u1?secret=x1',
    ]);
    expect(extractLinks('(see https://o.example/a),')).toEqual(['https://o.example/a']);
  });

  it('answers an empty list for text without links', () => {
    expect(extractLinks('Welcome to Outings!')).toEqual([]);
  });
});
