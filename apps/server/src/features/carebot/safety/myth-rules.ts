import type { MythKind } from './leads.ts';
import { rx } from './pattern.ts';

/**
 * Myths families meet: that Thalassemia spreads, that a diet or remedy cures it, that diet can replace
 * transfusion or chelation, that chelation can be stopped. A bone-marrow transplant really can cure it, so
 * "can thalassemia be cured?" is an ordinary question. Patterns run on `normalise`d text; the first kind that
 * matches chooses the lead.
 */
const THAL = '(?:thalassemia|thal|it|this|disease|bimari|condition)';
const REMEDY =
  '(?:diet|herbs?|herbal|ayurved\\w*|homeopath\\w*|homoeopath\\w*|wheat ?grass|unani|naturopath\\w*|yoga|desi ilaj' +
  '|gharelu|jadi ?buti|giloy|home remed\\w*|natural remed\\w*|baba|tantra)';
const TREATMENT =
  '(?:transfusion|khoon chadh\\w*|chelation|chelators?|deferasirox|deferiprone|deferoxamine|desferal|kelfer|exjade' +
  '|medicines?|dawa\\w*)';
const CURED = '(?:cure\\w*|ilaj|khatam|reverse\\w*|(?:theek|thik) ho (?:jay\\w*|jae\\w*|jata|jati|sakta|sakti))';

const MYTHS: ReadonlyArray<readonly [MythKind, RegExp]> = [
  [
    'contagion',
    rx(
      `${THAL} ~ (?:contagious|infectious|catching|spread\\w*|transmit\\w*|(?:ph|f)ail(?:ta|ti|te|egi|ega| sakta| sakti))` +
        `|\\bcatch ~ ${THAL}|\\b(?:contagious|infectious)\\b` +
        '|chh?o+t (?:ki|ka|wali) (?:bimari|beemari|rog)|chh?uachh?o+t|sankram\\w*|(?:touch\\w*|chhune|chune) ~ (?:spread|fail\\w*|phail\\w*|ho ja)',
    ),
  ],
  [
    'replaceTreatment',
    rx(
      `(?:instead of|in place of|replace|without|rather than|badle|bajaye|stop\\w*|quit\\w*|band kar\\w*|chhod\\w*) ~ ${TREATMENT}` +
        `|${TREATMENT} ~ (?:stop\\w*|band kar\\w*|chhod\\w*|not needed|no longer needed|zaroorat nahi)` +
        `|${REMEDY} ~ (?:instead|replace|enough|kafi|se kaam)`,
    ),
  ],
  ['cure', rx(`${REMEDY} ~ ${CURED}|${CURED} ~ ${REMEDY}`)],
];

export function matchMyth(text: string): MythKind | null {
  return MYTHS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}
