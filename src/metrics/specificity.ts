/**
 * Specificity: how much of a text is made of specific, checkable facts (in the spirit of
 * Hope, Hu & Lu's entity-based specificity), without a statistical named-entity model.
 *
 * Numeric entities (one regex pass over the original text, each match counted once):
 * - dates: "March 31, 2024", "March 2024", "June 30", "12/31/2024", "fiscal 2024", "FY24", "Q3 2024";
 * - money: "$1.2 billion", "$350", "€40 million", "5 million";
 * - percentages: "12%", "3.5 percent", "25 basis points";
 * - other numbers: "1,234", "2.5", "2024".
 * References are not facts and are skipped: "Item 7", "Note 12", "Rule 10b5-1", "ASU 2016-13",
 * "Form 10-K", "Level 3", "Section 404", "No. 5".
 *
 * Named entities (from the word scan, per sentence): a run of consecutive capitalised words
 * (optionally joined by "of", "de", "van", "von", "der", "&") counts once when it holds at
 * least one word outside a list of generic filing vocabulary ("Company", "Item", "Risk",
 * "Factors", months, function words…). A lone capitalised word at the start of a sentence is
 * not counted unless it is a known place. All-caps acronyms ("SEC", "FTC") count unless
 * generic ("GAAP", "CEO"). Dotted place abbreviations ("U.S.", "U.K.", "E.U.") count.
 *
 * Rates are per 100 words (alphabetic words, see text.ts) and mapped to 0..100 with a
 * saturating curve that never reaches 100 on finite input:
 *   numeric_specificity = 100 × (1 − exp(−numeric_per_100 / 10))
 *   company_specificity = 100 × (1 − exp(−(numeric + named + places)_per_100 / 15))
 * e.g. 1 numeric entity per 100 words → 9.5, 5 → 39.3, 10 → 63.2, 20 → 86.5.
 */
import type { WordScan, Span } from "./text.js"
import { forEachSentenceWords } from "./boilerplate.js"

export const NUMERIC_SCALE = 10
export const COMPANY_SCALE = 15

const MONTH =
  "(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.?|Feb\\.?|Mar\\.?|Apr\\.?|Jun\\.?|Jul\\.?|Aug\\.?|Sept?\\.?|Oct\\.?|Nov\\.?|Dec\\.?)"
const NUM = "\\d[\\d,]*(?:\\.\\d+)?"
const SCALE_WORD = "(?:thousand|million|billion|trillion)"

const NUMERIC_ENTITY_RE = new RegExp(
  [
    // references (skipped)
    `(?<ref>\\b(?:Items?|Notes?|Parts?|Sections?|Rules?|Forms?|Exhibits?|Schedules?|Articles?|Regulations?|Topics?|ASC|ASU|Levels?|Tiers?|Chapters?|Titles?|Nos?\\.)\\s+\\d[\\w.\\-–]*|\\b\\d{1,2}-[KQ]\\b)`,
    // dates
    `(?<date>\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b|\\b${MONTH}\\s+\\d{4}\\b|\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{1,2}/\\d{1,2}/\\d{2,4}\\b|\\b(?:[Ff]iscal(?:\\s+[Yy]ear)?|FY|[Cc]alendar(?:\\s+[Yy]ear)?)\\s?'?\\d{2,4}\\b|\\bQ[1-4]\\s?(?:FY)?'?\\d{2,4}\\b)`,
    // money
    `(?<money>[$€£¥]\\s?${NUM}(?:\\s?(?:${SCALE_WORD}|[MBK])\\b)?|\\b${NUM}\\s?${SCALE_WORD}\\b)`,
    // percentages
    `(?<pct>\\b${NUM}\\s?(?:%|percent\\b|per\\s+cent\\b|basis\\s+points?\\b|bps\\b))`,
    // other numbers
    `(?<num>\\b${NUM}\\b)`
  ].join("|"),
  "g"
)

const PLACE_ABBREVIATION_RE = /\b(?:U\.S\.A?\.?|U\.K\.|E\.U\.)/g

export interface NumericEntityCounts {
  readonly date: number
  readonly money: number
  readonly pct: number
  readonly num: number
  readonly total: number
}

/** Counts numeric entities in a text (references skipped). */
export const countNumericEntities = (text: string): NumericEntityCounts => {
  let date = 0
  let money = 0
  let pct = 0
  let num = 0
  const re = NUMERIC_ENTITY_RE
  re.lastIndex = 0
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const g = m.groups
    if (g === undefined || g["ref"] !== undefined) continue
    if (g["date"] !== undefined) date++
    else if (g["money"] !== undefined) money++
    else if (g["pct"] !== undefined) pct++
    else if (g["num"] !== undefined) num++
  }
  return { date, money, pct, num, total: date + money + pct + num }
}

const GENERIC_WORDS = new Set(
  `a about above accounting act acts additional additionally after all also although an analysis and annual any are
  as at audit b based because before board business but by c capital cash certain change changes chief class
  committee common companies company condition conditions consolidated contents control controls corporation cost costs
  critical current d director directors disclosure disclosures discussion during each equity estimates exchange
  executive expenses factor factors federal financial first fiscal flow flows following for form forms forward fourth from
  further general generally government harbor however i if in inc income information interest internal it item items its
  key legal liquidity llc looking ltd management market may net new no not note notes of officer officers on operating
  operations or other our over overview page part parts per policies principles private procedures proceedings
  products qualitative quantitative quarter quarterly quarters reform refer registrant report reporting reports resources results
  revenue revenues risk risks rule rules safe sales schedule second section securities see segment segments services shares
  since state statement statements stock such summary table tax taxes that the their there these they this those third
  to total under unless we when whereas while with year years you your
  january february march april june july august september october november december
  monday tuesday wednesday thursday friday saturday sunday
  gaap ifrs eps ceo cfo coo cto usd lp plc corp co sa nv ag q k`
    .split(/\s+/)
    .filter((w) => w.length > 0)
)

const CONNECTORS = new Set(["of", "de", "du", "la", "van", "von", "der"])

const PLACES = new Set(
  `alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois
  indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana
  nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming
  america americas canada mexico brazil argentina chile colombia peru europe european germany france italy spain
  portugal netherlands belgium switzerland austria sweden norway denmark finland ireland britain poland russia ukraine
  turkey israel india china chinese japan korea taiwan singapore vietnam thailand malaysia indonesia philippines australia
  africa nigeria egypt asia asian pacific emea apac latam london tokyo beijing shanghai york texas`
    .split(/\s+/)
    .filter((w) => w.length > 0)
)

/** Named-entity count (capitalised runs, acronyms, places) over a word scan split in sentences. */
export const countNamedEntities = (text: string, scan: WordScan, spans: ReadonlyArray<Span>): number => {
  const { words, starts, capitalised, allCaps } = scan
  let entities = 0
  forEachSentenceWords(words, starts, spans, (from, to) => {
    let i = from
    while (i < to) {
      if (!capitalised[i]) {
        i++
        continue
      }
      // grow a run of capitalised words, allowing connectors between two capitalised words
      let j = i + 1
      while (j < to) {
        if (capitalised[j] && adjacent(text, starts, words, j - 1, j)) {
          j++
        } else if (
          j + 1 < to &&
          CONNECTORS.has(words[j]!) &&
          !capitalised[j] &&
          capitalised[j + 1] &&
          adjacent(text, starts, words, j - 1, j) &&
          adjacent(text, starts, words, j, j + 1)
        ) {
          j += 2
        } else break
      }
      let specific = false
      for (let k = i; k < j; k++) {
        const w = words[k]!
        if (!capitalised[k] || w.length < 2 || GENERIC_WORDS.has(w)) continue
        const loneSentenceStart = k === from && j - i === 1 && !allCaps[k] && !PLACES.has(w)
        if (!loneSentenceStart) {
          specific = true
          break
        }
      }
      if (specific) entities++
      i = j
    }
  })
  PLACE_ABBREVIATION_RE.lastIndex = 0
  const abbreviations = text.match(PLACE_ABBREVIATION_RE)?.length ?? 0
  return entities + abbreviations
}

/** Two consecutive words are adjacent when only spaces, "&", "." or "'" separate them. */
const adjacent = (
  text: string,
  starts: ArrayLike<number>,
  words: ReadonlyArray<string>,
  a: number,
  b: number
): boolean => {
  const gapStart = starts[a]! + words[a]!.length
  const gapEnd = starts[b]!
  if (gapEnd - gapStart > 6) return false
  for (let p = gapStart; p < gapEnd; p++) {
    const c = text.charCodeAt(p)
    if (!(c === 32 || c === 160 || c === 38 || c === 46 || c === 39 || c === 8217 || c === 115 || c === 45)) return false
  }
  return true
}

/** 100 × (1 − exp(−rate / scale)). */
export const saturate = (ratePer100: number, scale: number): number => 100 * (1 - Math.exp(-ratePer100 / scale))
