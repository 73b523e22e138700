/**
 * The delisting notice flag's triggers (see ../engine.ts for how a trigger is read and guarded):
 * the exchange told the company that it no longer meets a listing standard (a deficiency or
 * non-compliance notice, a delisting determination), the company states it is not in compliance
 * with a listing rule, or its securities were delisted or suspended. What follows if it fails to
 * regain compliance is hypothetical and stays silent.
 */
import { trigger as P, sentenceTest as T } from "../compile.js"
import type { FlagRule } from "../types.js"

/** The exchange, or its staff. */
const EXCHANGE =
  "(?:(?:the )?(?:listing qualifications? (?:department|staff|panel)|hearings? panel|staff) of (?:the )?)?(?:the )?(?:nasdaq(?: stock market(?: llc)?| global (?:select )?market| capital market)?|new york stock exchange(?: american)?|nyse(?: american| mkt| amex| arca)?|american stock exchange|amex|toronto stock exchange|tsx(?: venture exchange)?|otc markets(?: group)?|(?:the )?exchange)"

/** What the notice said was wrong. */
const DEFICIENCY =
  "(?:failure to (?:timely )?file|(?:did not|failed to) timely file|late filing|delinquen|not (?:in|been in) compliance|no longer (?:in compliance|compl(?:y|ies|ied)|meets?|met|satisf(?:y|ies|ied))|failed to (?:comply|meet|satisfy|maintain|regain)|did not (?:comply|meet|satisfy|regain)|(?:does|do) not (?:comply|meet|satisfy)|non-?compliance|deficien(?:cy|t)|below (?:the )?(?:minimum|\\$1\\.00)|(?:to )?delist|suspend|below (?:the )?continued listing)"

/** A letter that says the deficiency is over. */
const RESOLVED_RE = T("\\b(?:stating|indicating|confirming|notifying (?:us|the company)|advising (?:us|the company)) that (?:we|the company|it) (?:has|have|had) (?:resolved|regained|cured|remedied)\\b")

export const delistingNotice: FlagRule = {
  flag: "delisting_notice_flag",
  gate: /nasdaq|nyse|stock\s+exchange|amex|tsx|otc\s+markets|listing|delist/gi,
  triggers: [
    // "On March 1, 2023, we received a letter from the Listing Qualifications Department of The Nasdaq Stock Market notifying us that … not in compliance with the minimum bid price requirement"
    { re: P(`\\b{SELF} (?:received|has received|have received|had received|was issued|were issued) (?:an? |the |two |three |another |an additional )?(?:written |formal |staff )?(?:deficiency |delisting |non-?compliance )?(?:notice|notices|notification|notifications|letter|letters|determination)\\b[^.;]{0,80}?\\bfrom ${EXCHANGE}\\b[^.;]{0,220}?\\b${DEFICIENCY}`), unless: RESOLVED_RE },
    // "the Nasdaq staff notified the Company that it no longer complied with the minimum stockholders' equity requirement"
    { re: P(`\\b${EXCHANGE}(?: staff| listing qualifications (?:department|staff))? (?:notified|informed|advised) (?:us|{SELF})\\b[^.;]{0,200}?\\b${DEFICIENCY}`) },
    // the notice told in the passive: "the Company was notified by the Nasdaq Stock Market that it is not in compliance with the continued listing requirements"
    { re: P(`\\b{SELF_TERM} (?:was|were|has been|have been|had been) (?:formally )?(?:notified|informed|advised) (?:in writing )?by ${EXCHANGE}\\b[^.;]{0,200}?\\b${DEFICIENCY}`), unless: RESOLVED_RE },
    // "we are not in compliance with Nasdaq Listing Rule 5550(a)(2)", "the Company was not in compliance with the NYSE American's continued listing standards"
    { re: P(`\\b{SELF_TERM} (?:are|is|were|was|remain|remains|remained|continue to be|continues to be) (?:currently )?not in compliance with (?:the )?(?:nasdaq|nyse|new york stock exchange|american stock exchange|exchange|tsx)\\b[^.;]{0,60}?\\b(?:listing rules?|listing standards?|listing requirements?|marketplace rules?|continued listing|minimum bid)`) },
    // the exchange's own step: "the New York Stock Exchange (the “NYSE”) commenced proceedings to delist the Company’s common stock",
    // "Nasdaq determined to delist our common stock"
    { re: P(`\\b${EXCHANGE}(?: \\([^)]{0,60}\\))?(?: staff| hearings? panel| listing qualifications? (?:department|staff|panel))? (?:has |had )?(?:commenced|initiated|instituted|began|begun|started|determined|decided) (?:proceedings |the process |a process )?to delist (?:our|its|{COMPANYS}|the registrant{AP}s) (?:common stock|common shares|shares|securities|ordinary shares|units|warrants|american depositary shares|ADSs)\\b`) },
    // "our common stock was delisted from the NYSE", "trading of our shares was suspended on Nasdaq"
    { re: P(`\\b{OWN_POSS} (?:common stock|common shares|shares|securities|ordinary shares|units|warrants|american depositary shares|ADSs)(?: (?:were|was) (?:subsequently |then )?(?:delisted|suspended|removed from listing)| (?:were|was) (?:subsequently )?(?:delisted|suspended) from)\\b`) },
    { re: P(`\\b(?:delisted|suspended) (?:our|its|{COMPANYS}) (?:common stock|common shares|shares|securities)\\b`) },
    // the exchange's suspension named with what it suspended: "the NYSE suspended trading in Acme’s common stock"
    { re: P(`\\b${EXCHANGE}(?: staff)? (?:has |had |then |subsequently |immediately )?suspended trading (?:in|of) {OWN_POSS} (?:common stock|common shares|shares|securities|ordinary shares|units|warrants|american depositary shares|ADSs)\\b`) }
  ]
}
