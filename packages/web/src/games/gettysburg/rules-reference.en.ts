/** The rules reference of The Guns of Gettysburg, in our own words (to be written). */
import type { RulesReference } from '../types.ts';

export const GETTYSBURG_RULES: RulesReference = {
  title: 'The Guns of Gettysburg',
  note: '',
  sections: [],
};

export function gettysburgRuleSection(_rule: string): string | null {
  return null;
}
