/**
 * MD&A term densities: hits of multi-word term lists per 1000 words, capped at 100.
 *
 * Term syntax (kept deliberately small): lower-case words separated by spaces or hyphens;
 * `(a|b)` is a choice, `(...)?` an optional group and `x?` an optional letter. Each term
 * expands to literal word sequences, which are matched against the section's normalised
 * words (text.ts: lower case, hyphens split, possessive 's dropped) with a word trie, so a
 * section costs one pass over its words whatever the number of terms. At each word the
 * longest phrase starting there counts as one hit and matching resumes after it (no
 * overlaps: "subject to change" is one hit). The words of a hit must be separated only by
 * whitespace or hyphens, so a hit never spans a sentence end, punctuation or a number.
 */
import type { WordScan } from "./text.js"

export const DENSITY_PACK_NAMES = [
  "uncertainty_term_density",
  "demand_softness_density",
  "margin_pressure_density",
  "liquidity_constraint_density",
  "distress_term_density"
] as const
export type DensityName = (typeof DENSITY_PACK_NAMES)[number]

const MOVE_DOWN = "(decline|declines|declined|declining|decrease|decreases|decreased|decreasing|drop|drops|dropped|fell|fall|falls|softened|softening|weakened|weakening)"

export const DENSITY_TERMS: { readonly [K in DensityName]: ReadonlyArray<string> } = {
  uncertainty_term_density: [
    "(uncertain|uncertainty|uncertainties)",
    "(macroeconomic|economic|market|geopolitical|political|regulatory|trade policy) (uncertainty|uncertainties)",
    "(difficult|hard) to (predict|forecast|estimate)",
    "(cannot|can not|unable to|not able to) (predict|forecast|estimate|determine)",
    "no (assurance|assurances|guarantee)",
    "(unpredictable|unpredictability)",
    "(volatile|volatility)",
    "subject to change",
    "(remain|remains|remained) (unclear|uncertain|fluid)",
    "(evolving|fluid|rapidly changing) (situation|environment|conditions)",
    "(unknown|unforeseen|unanticipated) (impact|impacts|effect|effects|events|factors)",
    "(could|may|might) (fluctuate|vary|change) (significantly|materially)",
    "range of (possible )?outcomes",
    "(depends|depend|dependent) (on|upon) (factors|a number of factors|many factors|conditions)",
    "(lack|limited) (of )?visibility",
    "(reduced|limited|low) visibility",
    "not (possible|practicable) to (predict|estimate|determine)",
    "(extent|duration|timing) (of|and) (the )?(impact|recovery) (is|are|remains|remain) (uncertain|unknown|unclear)",
    "(headwinds|headwind)",
    "(economic|market) (instability|disruption|disruptions|turmoil)"
  ],
  demand_softness_density: [
    `(lower|weaker|softer|soft|weak|reduced|decreased|declining|slowing|slower|muted|tepid) (customer |consumer |end market |end-market |market |product )?demand`,
    `demand (for our products )?(${MOVE_DOWN.slice(1, -1)}|was lower|was weaker|was soft|remained soft|remained weak)`,
    "(decline|declines|decrease|decreases|reduction|reductions|slowdown|softness|softening|weakness|weakening) in (customer |consumer |end market |market |product )?demand",
    "demand (softness|weakness)",
    "(lower|reduced|decreased|declining) (unit |sales |shipment |order )?volumes?",
    "volume (decline|declines|decrease|decreases)",
    `(net sales|revenue|revenues|sales) ${MOVE_DOWN}`,
    "(decline|declines|decrease|decreases) in (net sales|revenue|revenues|sales|orders|bookings|backlog|traffic|transactions)",
    "(lower|fewer|reduced) (orders|bookings|shipments|transactions|subscribers|customers|traffic)",
    "(order|orders) (cancellations|deferrals|pushouts)",
    "(inventory )?destocking",
    "(customer|channel) inventory (corrections|correction|adjustments|reductions)",
    "(comparable|comparable store|same store) sales (decreased|declined|fell)",
    "(reduced|lower|weaker|cautious) (consumer|customer|discretionary|enterprise|it) spending",
    "(pullback|pull back|pulled back) in spending",
    "(backlog|bookings) (decreased|declined|fell)",
    "(lengthening|longer|elongated) sales cycles?",
    "(customers|consumers) (delayed|deferred|reduced) (purchases|spending|orders)",
    "(market share|share) (loss|losses)",
    "(lost|loss of) (a )?(major |key |significant )?customers?",
    "(softness|weakness) in (the )?(market|markets|end markets|economy)"
  ],
  margin_pressure_density: [
    "(gross|operating|product|segment) margins? (decreased|declined|fell|contracted|compressed|deteriorated|was lower|were lower)",
    "(decrease|decline|decreases|declines|reduction|contraction|compression) in (gross |operating |product |segment )?margins?",
    "margin (compression|pressure|pressures|erosion|contraction|deterioration)",
    "(lower|reduced|declining|compressed) (gross |operating |product |segment )?margins?",
    "(pricing|price) (pressure|pressures|competition|reductions|concessions|declines)",
    "(lower|declining|reduced) (average )?(selling prices|prices|pricing)",
    "(higher|increased|rising|elevated) (input |material |materials |raw material |commodity |component |freight |shipping |transportation |logistics |labor |wage |energy |fuel |manufacturing |product |warranty |fulfillment )?costs",
    "(cost|wage|input cost) inflation",
    "inflationary (pressures|pressure|environment|costs)",
    "(unfavorable|adverse) (product |sales |channel |business |geographic )?mix",
    "(markdowns|markdown|promotional activity|promotional pricing|discounting)",
    "(tariff|tariffs) (costs|impacts|related costs)",
    "(higher|increased) (costs|expenses) (of|for) (materials|components|labor|freight|sales)",
    "(excess|obsolete) inventory (charges|write downs|writedowns|reserves|provisions)",
    "inventory (write downs|writedowns|provisions|charges)",
    "(underutilization|under utilization|lower utilization) (of|in) (our )?(capacity|factories|facilities)",
    "(unabsorbed|under absorbed|underabsorbed) (fixed )?(overhead|costs)",
    "(cost|costs) (increases|increased) (faster|more) than"
  ],
  liquidity_constraint_density: [
    "(limited|insufficient|tight|tighter|constrained|reduced) liquidity",
    "liquidity (constraints|constraint|shortfall|shortfalls|risk|pressures|pressure|needs)",
    "(access|ability to access) (to )?(the )?(capital|credit|debt) markets",
    "(tightening|tightened|tighter|restrictive) (credit|lending|financing) (conditions|markets|standards)",
    "(refinance|refinancing|refinanced)",
    "(covenant|covenants)",
    "(waiver|waivers|forbearance)",
    "(working capital) (deficit|deficiency|shortfall)",
    "(negative|insufficient) (operating )?cash flows?",
    "cash burn",
    "(debt|note|notes|loan) maturities",
    "(maturities|maturity) of (our )?(debt|notes|borrowings|indebtedness)",
    "(credit )?rating (downgrade|downgrades|downgraded|agencies)",
    "(downgrade|downgrades|downgraded) (of|in) (our )?(credit )?ratings?",
    "(higher|increased|rising) (interest rates|borrowing costs|cost of borrowing|cost of capital|financing costs)",
    "(raise|obtain|secure) additional (capital|financing|funding|liquidity)",
    "(draw|drew|drawn|borrowings|borrowed) (down |on |under )?(our |the )?(revolving credit facility|revolver|credit facility|credit facilities)",
    "(borrowing|availability) (base|capacity) (limitations|limitation|reductions|constraints)",
    "(restricted cash|cash collateral|margin calls?|collateral calls?)",
    "going concern",
    "(default|defaults) under",
    "(substantial|significant) (indebtedness|leverage)",
    "(unable|inability) to (meet|pay|repay|fund|service) (our )?(obligations|debt|interest)",
    "(sufficient|adequate) (liquidity|cash) to (meet|fund)"
  ],
  /**
   * The words of a company in distress, whatever the sentence around them says: doubt about going
   * on, its own debt in default, waivers and forbearance, bankruptcy, an exchange's deficiency
   * notice, restatements, weaknesses in its controls, deficits, a regulator's order or subpoena.
   * A lender's words for its borrowers' loans ("past due", "delinquent") are left out.
   */
  distress_term_density: [
    "going concern",
    "substantial doubt",
    "(event|events) of default",
    "(default|defaults|defaulted) (on|under)",
    "forbearance",
    "(waiver|waivers)",
    "not in compliance",
    "(noncompliance|non compliance)",
    "bankruptcy",
    "(debtor|debtors) in possession",
    "(delist|delisted|delisting)",
    "deficiency (letter|letters|notice|notices)",
    "minimum bid price",
    "(restate|restated|restatement|restatements|restating)",
    "non reliance",
    "no longer be relied",
    "material (weakness|weaknesses)",
    "not effective",
    "(working capital|stockholders|shareholders|members|partners|capital) (deficit|deficits|deficiency|deficiencies)",
    "accumulated deficit",
    "recurring (net )?losses",
    "negative (operating )?cash flows?",
    "insufficient (cash|funds|capital|liquidity)",
    "not sufficient to",
    "(unable|inability) to (pay|repay|meet|satisfy|service)",
    "consent order",
    "cease and desist",
    "(written|formal) agreement",
    "(subpoena|subpoenas|subpoenaed)",
    "wells notice",
    "civil investigative demand",
    "grand jury"
  ]
}

const TERM_SYNTAX = /^[a-z' ()|?-]+$/
/** The characters of the term syntax that are not literal text. */
const SPECIAL = "()|?"

/**
 * Expands one term of the small syntax into its literal variants ("(a|b) c?" → "a c",
 * "a ", "b c", "b "). Throws on unsupported characters or unbalanced groups: the term
 * lists are source code, so a mistake is a programming error.
 */
export const expandTerm = (term: string): ReadonlyArray<string> => {
  if (!TERM_SYNTAX.test(term)) throw new Error(`density term has unsupported characters: ${term}`)
  let i = 0
  const parseSequence = (): Array<string> => {
    let variants: Array<string> = [""]
    while (i < term.length && term[i] !== ")" && term[i] !== "|") {
      let options: Array<string>
      if (term[i] === "(") {
        i++
        options = []
        for (;;) {
          options.push(...parseSequence())
          if (term[i] === "|") {
            i++
            continue
          }
          if (term[i] !== ")") throw new Error(`unbalanced group in density term: ${term}`)
          i++
          break
        }
      } else {
        // a run of plain characters is one option (but its last when a "?" makes that one optional)
        let end = i + 1
        while (end < term.length && !SPECIAL.includes(term[end]!)) end++
        if (end - i > 1 && term[end] === "?") end--
        options = [term.slice(i, end)]
        i = end
      }
      if (term[i] === "?") {
        options = [...options, ""]
        i++
      }
      const next: Array<string> = []
      for (const v of variants) for (const o of options) next.push(v + o)
      variants = next
    }
    return variants
  }
  const out = parseSequence()
  if (i !== term.length) throw new Error(`unbalanced group in density term: ${term}`)
  return out
}

/** Words of a literal variant, normalised like text tokens. */
const variantWords = (variant: string): ReadonlyArray<string> =>
  variant
    .split(/[\s-]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.replace(/'s$/, ""))

interface TrieNode {
  terminal: boolean
  readonly next: Map<string, TrieNode>
}

/** A precompiled pack matcher: a trie over word sequences. */
export interface TermMatcher {
  readonly name: string
  readonly root: TrieNode
  /** Number of distinct literal phrases the terms expand to. */
  readonly phraseCount: number
  /** Whether a plural possessive's apostrophe may join two words of a phrase ("stockholders’ deficit"). */
  readonly possessive: boolean
}

export const compileTerms = (name: string, terms: ReadonlyArray<string>, options: { readonly possessive?: boolean } = {}): TermMatcher => {
  const root: TrieNode = { terminal: false, next: new Map() }
  const seen = new Set<string>()
  for (const term of terms) {
    for (const variant of expandTerm(term)) {
      const words = variantWords(variant)
      if (words.length === 0) continue
      const key = words.join(" ")
      if (seen.has(key)) continue
      seen.add(key)
      let node = root
      for (const w of words) {
        let child = node.next.get(w)
        if (child === undefined) {
          child = { terminal: false, next: new Map() }
          node.next.set(w, child)
        }
        node = child
      }
      node.terminal = true
    }
  }
  return { name, root, phraseCount: seen.size, possessive: options.possessive === true }
}

/**
 * Only whitespace and hyphens between two words of one phrase; with `possessive`, also the
 * apostrophe of a plural possessive right after a word ending in s ("stockholders' deficit").
 */
const joinedBySpace = (text: string, from: number, to: number, possessive: boolean): boolean => {
  let p = from
  if (possessive && p < to && (text.charCodeAt(p) === 39 || text.charCodeAt(p) === 0x2019) && (text.charCodeAt(p - 1) | 32) === 115) p++
  for (; p < to; p++) {
    const c = text.charCodeAt(p)
    if (!(c === 32 || c === 9 || c === 10 || c === 13 || c === 160 || c === 45 || c === 0x2010 || c === 0x2011 || c === 0x2013)) {
      return false
    }
  }
  return true
}

/**
 * Non-overlapping hits of a matcher over a word scan: at each word the longest phrase that
 * starts there is taken and the scan resumes after it. The words of one hit must be
 * separated only by whitespace or hyphens (so a hit never spans punctuation or a number), or,
 * in a pack that allows it, by a plural possessive's apostrophe.
 */
export const countHits = (matcher: TermMatcher, scan: WordScan, text: string): number => {
  const { words, starts, ends } = scan
  const n = words.length
  let hits = 0
  let i = 0
  while (i < n) {
    let node = matcher.root.next.get(words[i]!)
    if (node === undefined) {
      i++
      continue
    }
    let best = node.terminal ? i + 1 : -1
    let j = i + 1
    while (j < n && node.next.size > 0 && joinedBySpace(text, ends[j - 1]!, starts[j]!, matcher.possessive)) {
      const child: TrieNode | undefined = node.next.get(words[j]!)
      if (child === undefined) break
      node = child
      j++
      if (node.terminal) best = j
    }
    if (best > 0) {
      hits++
      i = best
    } else i++
  }
  return hits
}

let matchers: { readonly [K in DensityName]: TermMatcher } | undefined

/** The packs' compiled matchers, built on first use (commands that measure nothing never pay for them). */
export const densityMatchers = (): { readonly [K in DensityName]: TermMatcher } =>
  (matchers ??= {
    uncertainty_term_density: compileTerms("uncertainty_term_density", DENSITY_TERMS.uncertainty_term_density),
    demand_softness_density: compileTerms("demand_softness_density", DENSITY_TERMS.demand_softness_density),
    margin_pressure_density: compileTerms("margin_pressure_density", DENSITY_TERMS.margin_pressure_density),
    liquidity_constraint_density: compileTerms("liquidity_constraint_density", DENSITY_TERMS.liquidity_constraint_density),
    distress_term_density: compileTerms("distress_term_density", DENSITY_TERMS.distress_term_density, { possessive: true })
  })

/** hits / words × 1000, capped at 100. */
export const densityPer1000 = (hits: number, words: number): number =>
  words <= 0 ? 0 : Math.min(100, (hits / words) * 1000)
