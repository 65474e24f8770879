import { Button, useMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { StaticMantineProvider } from './StaticMantineProvider';

function PrimaryColor() {
  return <output>{useMantineTheme().primaryColor}</output>;
}

describe('StaticMantineProvider', () => {
  it('gives components the app theme and a light scheme, and writes no <style> of its own', () => {
    render(
      <StaticMantineProvider theme={theme}>
        <PrimaryColor />
        <Button>Book Now</Button>
      </StaticMantineProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('pine');
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveClass('mantine-Button-root');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(document.querySelector('style[data-mantine-styles]')).toBeNull();
  });
});
