import { defineConfig } from '@lingui/cli';
import web from './lingui.config';

/**
 * The contract's catalog alone (lingui.config.ts's `catalogs`), for `lingui extract` and
 * `lingui check sync`: with the per-page extractor's entries in the config, `lingui extract`
 * would count every page's messages as obsolete.
 */
export default defineConfig({ ...web, experimental: {} });
