// A PO catalog imported in the app: @lingui/vite-plugin compiles it to its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
