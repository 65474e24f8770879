#!/usr/bin/env node
// The web's catalogs are one per page (lingui extract-experimental), so a message that several
// pages show ("Cancel", a shared dialog) is in each of their catalogs. Its Spanish is written once:
// this copies a translation to every Spanish catalog where the same message (and context) has
// none. Run after the extractor by the web's `i18n:extract`, in apps/web. Extra folders of PO
// files given as arguments are read as sources too (e.g. another branch's catalogs when merging).
// The catalogs are written by @lingui/format-po without folding, one line per msgid and msgstr.
//
// usage: node ../../scripts/i18n-share.mjs [more/po/folder ...]
import { globSync, readFileSync, writeFileSync } from 'node:fs';

const ENTRY = /^(?:msgctxt (".*")\n)?msgid (".*")\nmsgstr (".*")$/gm;
const key = (context = '', id) => `${context}\u0004${id}`;

const targets = globSync('src/locales/*/es.po');
// Spanish catalogs only: `es.po` (the web's) or `es/*.po` (the API's), never an English one.
const sources = [
  ...targets,
  ...process.argv.slice(2).flatMap((dir) => globSync(`${dir}/**/{es.po,es/*.po}`)),
];

const known = new Map();
for (const file of sources) {
  for (const [, context, id, text] of readFileSync(file, 'utf8').matchAll(ENTRY)) {
    if (id !== '""' && text !== '""' && !known.has(key(context, id)))
      known.set(key(context, id), text);
  }
}

let filled = 0;
for (const file of targets) {
  const before = readFileSync(file, 'utf8');
  const after = before.replace(ENTRY, (entry, context, id, text) => {
    const shared = text === '""' ? known.get(key(context, id)) : undefined;
    if (!shared) return entry;
    filled += 1;
    return entry.slice(0, entry.length - text.length) + shared;
  });
  if (after !== before) writeFileSync(file, after);
}
console.log(
  `i18n share: ${filled} Spanish ${filled === 1 ? 'text' : 'texts'} copied between catalogs.`,
);
