// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { captureTypedValues, useRestoreTypedValues } from '../../../web/src/lib/typedBeforeHydration';

function Form() {
  const [email, setEmail] = useState('');
  useRestoreTypedValues('newsletter', (typed) => typed.email && setEmail(typed.email));
  return (
    <form data-keep-typed="newsletter">
      <label htmlFor="email">Email</label>
      <input id="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
    </form>
  );
}

describe('values typed before hydration', () => {
  it('are captured from opted-in forms and restored into the form state once', () => {
    const server = document.createElement('div');
    server.innerHTML =
      '<form data-keep-typed="newsletter"><input name="email" value=""><input type="checkbox" name="agree" value="yes"></form><form><input name="other" value="x"></form>';
    (server.querySelector('input[name=email]') as HTMLInputElement).value = 'fast@typist.example';
    captureTypedValues(server);

    const { unmount } = render(<Form />);
    expect(screen.getByLabelText('Email')).toHaveValue('fast@typist.example');
    unmount();
    render(<Form />);
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});
