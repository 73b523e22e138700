/**
 * A small, fixed vocabulary of disclosure topics for filings, and per-topic mention counts.
 *
 * A keyword is a sequence of one or more word patterns matched against consecutive
 * alphabetic tokens (see `words` in text.ts). A pattern ending in `*` matches any token with
 * that prefix ("tariff*" matches "tariff", "tariffs"); otherwise the token must be equal.
 * Each keyword occurrence counts once for its topic, and a position counts at most once per
 * topic (the first keyword of that topic, in the order listed, that matches there).
 */
import { words } from "./text.js"

export const TOPIC_NAMES = [
  "artificial_intelligence",
  "climate",
  "cybersecurity",
  "geopolitical_conflict",
  "inflation_interest_rates",
  "liquidity_debt",
  "litigation_regulation",
  "pandemic",
  "supply_chain",
  "tariffs_trade"
] as const
export type TopicName = (typeof TOPIC_NAMES)[number]

const TOPIC_KEYWORDS: { readonly [T in TopicName]: ReadonlyArray<string> } = {
  artificial_intelligence: [
    "ai",
    "artificial intelligence",
    "machine learning",
    "generative",
    "large language model*",
    "neural network*",
    "deep learning",
    "chatbot*"
  ],
  climate: [
    "climate",
    "greenhouse",
    "carbon emission*",
    "carbon neutral*",
    "net zero",
    "extreme weather",
    "decarboni*",
    "global warming",
    "sea level*"
  ],
  cybersecurity: [
    "cyber*",
    "ransomware",
    "malware",
    "phishing",
    "hacker*",
    "hacking",
    "data breach*",
    "security breach*",
    "security incident*",
    "unauthorized access",
    "denial of service"
  ],
  geopolitical_conflict: [
    "geopolitic*",
    "war",
    "wars",
    "armed conflict*",
    "military conflict*",
    "military action*",
    "hostilities",
    "terroris*",
    "ukraine",
    "russia",
    "israel",
    "middle east",
    "sanction*"
  ],
  inflation_interest_rates: [
    "inflation*",
    "interest rate*",
    "monetary polic*",
    "federal reserve",
    "central bank*",
    "cost of borrowing",
    "rising rates"
  ],
  liquidity_debt: [
    "liquidity",
    "indebtedness",
    "credit facilit*",
    "credit agreement*",
    "covenant*",
    "refinanc*",
    "borrowing*",
    "commercial paper",
    "debt",
    "leverage",
    "credit rating*"
  ],
  litigation_regulation: [
    "litigation*",
    "lawsuit*",
    "class action*",
    "legal proceeding*",
    "antitrust",
    "competition law*",
    "enforcement action*",
    "investigation*",
    "subpoena*",
    "consent decree*",
    "settlement*",
    "regulator*",
    "fine",
    "fines",
    "penalt*"
  ],
  pandemic: [
    "pandemic*",
    "covid",
    "coronavirus",
    "epidemic*",
    "outbreak*",
    "public health crisis",
    "public health crises",
    "public health emergenc*",
    "quarantine*"
  ],
  supply_chain: [
    "supply chain*",
    "supplier*",
    "sole source*",
    "single source*",
    "component shortage*",
    "shortage*",
    "logistic*",
    "manufacturing partner*",
    "outsourc*",
    "contract manufactur*"
  ],
  tariffs_trade: [
    "tariff*",
    "trade polic*",
    "trade restriction*",
    "trade war*",
    "trade dispute*",
    "trade barrier*",
    "export control*",
    "import restriction*",
    "customs dut*",
    "import dut*",
    "protectionis*"
  ]
}

interface Pattern {
  readonly text: string
  readonly prefix: boolean
}
interface Keyword {
  readonly topic: number
  readonly parts: ReadonlyArray<Pattern>
}

const KEYWORDS: ReadonlyArray<Keyword> = TOPIC_NAMES.flatMap((topic, topicIndex) =>
  TOPIC_KEYWORDS[topic].map((kw) => ({
    topic: topicIndex,
    parts: kw.split(" ").map((p) => (p.endsWith("*") ? { text: p.slice(0, -1), prefix: true } : { text: p, prefix: false }))
  }))
)

const matches = (p: Pattern, token: string): boolean => (p.prefix ? token.startsWith(p.text) : token === p.text)

/** Keywords by their first pattern: exact words, and prefixes by their first two letters. */
const BY_EXACT_FIRST = new Map<string, Array<Keyword>>()
const BY_PREFIX_FIRST = new Map<string, Array<Keyword>>()
for (const kw of KEYWORDS) {
  const first = kw.parts[0] as Pattern
  const [map, key] = first.prefix ? [BY_PREFIX_FIRST, first.text.slice(0, 2)] : [BY_EXACT_FIRST, first.text]
  const list = map.get(key)
  if (list === undefined) map.set(key, [kw])
  else list.push(kw)
}
const NO_KEYWORDS: ReadonlyArray<Keyword> = []

/** The keywords that can start at `word`, in declaration order. */
const keywordsStartingWith = (word: string): ReadonlyArray<Keyword> => {
  const exact = BY_EXACT_FIRST.get(word)
  const prefixed = BY_PREFIX_FIRST.get(word.slice(0, 2))?.filter((k) => word.startsWith((k.parts[0] as Pattern).text))
  if (exact === undefined && (prefixed === undefined || prefixed.length === 0)) return NO_KEYWORDS
  const all = [...(exact ?? []), ...(prefixed ?? [])]
  return KEYWORDS.filter((k) => all.includes(k))
}

/** Topic mention counts and the number of words they were counted over. */
export interface TopicProfile {
  readonly counts: ReadonlyArray<number>
  readonly wordCount: number
}

/**
 * Counts keyword occurrences per topic over a sequence of word ids (`words[id]` gives the
 * word). The keywords that can start at a word are worked out once per distinct word, so
 * the cost is one pass over the tokens plus a little per distinct word.
 */
export const topicProfileOfIds = (ids: ReadonlyArray<number>, words: ReadonlyArray<string>): TopicProfile => {
  const counts: Array<number> = TOPIC_NAMES.map(() => 0)
  // keywords that can start at each word id; null until looked up
  const starts: Array<ReadonlyArray<Keyword> | null> = new Array<ReadonlyArray<Keyword> | null>(words.length).fill(null)
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number
    let candidates = starts[id] ?? null
    if (candidates === null) {
      candidates = keywordsStartingWith(words[id] ?? "")
      starts[id] = candidates
    }
    if (candidates.length === 0) continue
    let counted = 0 // bit set of topics already counted at this position
    for (const kw of candidates) {
      const bit = 1 << kw.topic
      if ((counted & bit) !== 0) continue
      let ok = i + kw.parts.length <= ids.length
      for (let j = 1; ok && j < kw.parts.length; j++) {
        ok = matches(kw.parts[j] as Pattern, words[ids[i + j] as number] ?? "")
      }
      if (ok) {
        counts[kw.topic] = (counts[kw.topic] ?? 0) + 1
        counted |= bit
      }
    }
  }
  return { counts, wordCount: ids.length }
}

/** Topic mention counts of a text (alphabetic tokens, see `words` in text.ts). */
export const topicProfile = (text: string): TopicProfile => {
  const vocab = new Map<string, number>()
  const list: Array<string> = []
  const ids = words(text).map((w) => {
    let id = vocab.get(w)
    if (id === undefined) {
      id = list.length
      vocab.set(w, id)
      list.push(w)
    }
    return id
  })
  return topicProfileOfIds(ids, list)
}

/** Mentions per 1000 words. */
export const perThousand = (count: number, wordCount: number): number => (wordCount > 0 ? (count / wordCount) * 1000 : 0)

/** Topic changes between a prior and a current section. */
export interface TopicChanges {
  readonly newTopics: ReadonlyArray<TopicName>
  readonly intensifiedTopics: ReadonlyArray<TopicName>
  readonly removedTopics: ReadonlyArray<TopicName>
}

/** A topic is new when the prior never mentions it and the current mentions it at least twice. */
export const NEW_TOPIC_MIN_MENTIONS = 2
/** A topic intensifies when its rate per 1000 words grows by at least this factor… */
export const INTENSIFY_RATE_FACTOR = 1.5
/** …and by at least this many mentions per 1000 words… */
export const INTENSIFY_MIN_RATE_RISE = 0.5
/** …and the current text mentions it at least this many more times than the prior. */
export const INTENSIFY_MIN_EXTRA_MENTIONS = 3

/**
 * Compares two topic profiles. Lists are in the fixed (alphabetical) order of TOPIC_NAMES.
 * - new: prior count 0 and current count ≥ 2;
 * - removed: prior count ≥ 2 and current count 0;
 * - intensified: prior count ≥ 1, current rate ≥ 1.5 × prior rate, current rate − prior
 *   rate ≥ 0.5 per 1000 words, and current count − prior count ≥ 3.
 */
export const compareTopics = (current: TopicProfile, prior: TopicProfile): TopicChanges => {
  const newTopics: Array<TopicName> = []
  const intensifiedTopics: Array<TopicName> = []
  const removedTopics: Array<TopicName> = []
  TOPIC_NAMES.forEach((name, i) => {
    const c = current.counts[i] ?? 0
    const p = prior.counts[i] ?? 0
    if (p === 0) {
      if (c >= NEW_TOPIC_MIN_MENTIONS) newTopics.push(name)
      return
    }
    if (c === 0) {
      if (p >= NEW_TOPIC_MIN_MENTIONS) removedTopics.push(name)
      return
    }
    const rc = perThousand(c, current.wordCount)
    const rp = perThousand(p, prior.wordCount)
    if (rc >= INTENSIFY_RATE_FACTOR * rp && rc - rp >= INTENSIFY_MIN_RATE_RISE && c - p >= INTENSIFY_MIN_EXTRA_MENTIONS) {
      intensifiedTopics.push(name)
    }
  })
  return { newTopics, intensifiedTopics, removedTopics }
}
