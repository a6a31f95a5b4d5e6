import { describe, expect, it } from 'vitest';
import { maskContactDetails, modelMessages } from '../../src/features/carebot/carebot-prompt.ts';

describe("what a model receives of a person's question", () => {
  it('masks e-mail addresses and phone-like numbers the person typed', () => {
    expect(maskContactDetails('call me on +91 98200-12345 or mail asha.k@example.in about ferritin 2500')).toBe(
      'call me on [number] or mail [e-mail] about ferritin 2500',
    );
    expect(maskContactDetails('my number (022) 2410 7421, aadhaar 1234 5678 9012')).toBe(
      'my number [number], aadhaar [number]',
    );
  });

  it('keeps the medical numbers the question is about', () => {
    const question = 'Hb is 9.5 and ferritin 1800 after 24 transfusions; is 2–4 weeks normal?';
    expect(maskContactDetails(question)).toBe(question);
  });

  it('sends the masked question as the user message', () => {
    const messages = modelMessages('text me at 9820012345', [], { role: 'patient', interests: [] });
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'text me at [number]' });
  });
});
