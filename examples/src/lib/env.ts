/** Where and as whom an example signs in: the only module of the examples that reads the environment. */
export interface ClubEnv {
  url: string;
  email: string | undefined;
  password: string | undefined;
}

export const DEFAULT_CLUB_URL = 'http://localhost:3000';

export function readClubEnv(source: NodeJS.ProcessEnv = process.env): ClubEnv {
  return {
    url: source.CLUB_URL?.trim() || DEFAULT_CLUB_URL,
    email: source.CLUB_EMAIL?.trim() || undefined,
    password: source.CLUB_PASSWORD || undefined,
  };
}
