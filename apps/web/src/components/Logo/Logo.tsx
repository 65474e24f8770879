import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './Logo.module.css';

interface LogoProps {
  /** Called when the logo is chosen (the mobile menu closes). */
  onNavigate?: () => void;
  size?: 'md' | 'lg';
}

/** The club mark (a flag on a green in a gold ring) and the word mark; links home. Its visible text is its name. */
export function Logo({ onNavigate, size = 'md' }: LogoProps) {
  const mark = size === 'lg' ? 48 : 40;
  return (
    <UnstyledButton
      component={Link}
      to="/"
      onClick={onNavigate}

      className={classes.root}
    >
      <Group gap={10} wrap="nowrap">
        <svg width={mark} height={mark} viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="29" fill="none" stroke="#d6b042" strokeWidth="2.5" />
          <path d="M26 14v34" stroke="#f6f3ea" strokeWidth="3" strokeLinecap="round" />
          <path d="M27.5 15l16 6.5-16 6.5z" fill="#d6b042" />
          <ellipse cx="32" cy="49" rx="13" ry="3.2" fill="#379365" />
          <circle cx="38.5" cy="44.6" r="3.2" fill="#f6f3ea" />
        </svg>
        <div>
          {/* eslint-disable lingui/no-unlocalized-strings -- the word mark is the club's name, the same in both languages */}
          <Text component="span" className={classes.word}>
            Inside <span className={classes.nine}>9</span>
          </Text>
          <Text component="span" className={classes.sub}>
            Golf Club · San Antonio
          </Text>
          {/* eslint-enable lingui/no-unlocalized-strings */}
        </div>
      </Group>
    </UnstyledButton>
  );
}
