import axe from 'axe-core';

/** axe's rules that jsdom can judge (it lays nothing out: no colour contrast), as 'rule: help'. */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}
