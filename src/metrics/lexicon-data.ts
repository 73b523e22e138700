/**
 * The built-in tone lexicons of disclosure-risk, written for the language of SEC filings.
 *
 * Format: one word family per line, forms separated by spaces; `#` starts a comment.
 * Every inflection that should count is listed explicitly (no stemming at run time), so the
 * lists are exactly what is matched, and the content hash in `dictionary_version` changes
 * whenever a form is added or removed. Words are matched against normalised tokens
 * (lower case, hyphenated compounds split into parts, possessive 's dropped).
 *
 * Deliberate exclusions, because they are accounting vocabulary rather than tone in filings:
 * "liabilities", "diluted", "approximately", "contract(s)", "settle(d)" as a cash-settlement
 * verb, "trial(s)" (clinical trials), "closing" (a transaction closing), "fine" (adjective),
 * "strike" (strike price), "vacate".
 */

export const BUILTIN_LEXICON_NAME = "drisk_finance_lexicon_v1"

export const NEGATIVE_WORDS = `
# losses, impairment and deterioration
loss losses lose loses losing lost
impair impairs impaired impairing impairment impairments
adverse adversely adversity
decline declines declined declining
decrease decreases decreased decreasing
deteriorate deteriorates deteriorated deteriorating deterioration
weak weaker weakest weaken weakens weakened weakening weakness weaknesses weakly
fail fails failed failing failure failures
default defaults defaulted defaulting
breach breaches breached breaching
delinquent delinquency delinquencies
bankrupt bankruptcy bankruptcies
insolvent insolvency insolvencies
downturn downturns
recession recessions recessionary
unfavorable unfavorably unfavourable
negative negatively
damage damages damaged damaging
harm harms harmed harming harmful
disrupt disrupts disrupted disrupting disruption disruptions disruptive
shortfall shortfalls shortage shortages
deficit deficits deficiency deficiencies deficient
difficult difficulty difficulties
challenge challenges challenged challenging
problem problems problematic
concern concerns
penalty penalties penalize penalizes penalized
fines fined
writedown writedowns writeoff writeoffs chargeoff chargeoffs
layoff layoffs
terminate terminates terminated terminating termination terminations
shutdown shutdowns
curtail curtails curtailed curtailing curtailment curtailments
suspend suspends suspended suspending suspension suspensions
halt halts halted halting
delay delays delayed delaying
cancel cancels cancelled canceled cancelling canceling cancellation cancellations
abandon abandons abandoned abandoning abandonment
obsolete obsolescence
erode erodes eroded eroding erosion
slowdown slowdowns slowed slowing
downgrade downgrades downgraded downgrading
underperform underperforms underperformed underperforming underperformance
unprofitable unprofitability
inadequate inadequately inadequacy inadequacies
insufficient insufficiently insufficiency
ineffective ineffectively ineffectiveness
misstate misstates misstated misstatement misstatements
fraud frauds fraudulent fraudulently
misconduct
violate violates violated violating violation violations
noncompliance
negligence negligent negligently
error errors erroneous erroneously
mistake mistakes mistaken
faulty defect defects defective
recalls recalled
contamination contaminated
outage outages
interrupt interrupts interrupted interrupting interruption interruptions
breakdown breakdowns
accident accidents accidental
injury injuries injured
death deaths fatal fatality fatalities
catastrophe catastrophes catastrophic
disaster disasters
crisis crises
turmoil unrest
war wars warfare
terrorism terrorist terrorists
pandemic pandemics epidemic epidemics
hostile hostilities
instability unstable destabilize destabilized
worse worsen worsens worsened worsening worst
severe severely
doubt doubts doubtful
unable inability
unsuccessful unsuccessfully
uncollectible uncollectable
nonperforming nonaccrual
overdue arrears
foreclose forecloses foreclosed foreclosure foreclosures
liquidate liquidated liquidating
burden burdens burdensome onerous costly
drop drops dropped dropping
fell plunge plunged plunging slump slumped
collapse collapses collapsed collapsing
shrink shrinks shrinking shrank shrunk
stress stressed distress distressed
strain strains strained
headwind headwinds
threat threats threaten threatens threatened threatening
vulnerable vulnerability vulnerabilities
attack attacks attacked attacker attackers
hack hacks hacked hacking hacker hackers
malicious ransomware malware
theft thefts stolen steal steals stealing
infringe infringes infringed infringing infringement infringements
misappropriate misappropriated misappropriation
counterfeit counterfeits counterfeiting
bribe bribes bribery
corrupt corruption
kickback kickbacks
embezzle embezzled embezzlement
manipulate manipulated manipulation
illegal illegally unlawful unlawfully illicit
improper improperly impropriety
unauthorized
punitive
dispute disputes disputed
disagree disagrees disagreed disagreement disagreements
reject rejects rejected rejecting rejection
deny denies denied denying denial denials
refuse refuses refused refusing refusal
oppose opposes opposed opposing opposition
boycott boycotts protest protests
unemployment
downsize downsized downsizing
depressed depress depresses
sluggish stagnant stagnation
underfunded overcapacity oversupply
lack lacks lacked lacking
missed missing
flaw flaws flawed
disadvantage disadvantages disadvantaged
detriment detrimental
undesirable unfortunate unfortunately
complication complications complicate complicates complicated
obstacle obstacles
hinder hinders hindered impede impedes impeded impediment impediments
jeopardize jeopardizes jeopardized jeopardy
lapse lapses lapsed
revoke revokes revoked revocation
cease ceases ceased ceasing cessation
discontinue discontinues discontinued discontinuing discontinuance discontinuation
volatile
exacerbate exacerbates exacerbated exacerbating
deplete depletes depleted depletion
divert diverts diverted diversion
adverse
unfair unfairly
scandal scandals
tarnish tarnished
lose
poor poorly
penalizing
sanctioned
`

export const UNCERTAINTY_WORDS = `
uncertain uncertainly uncertainty uncertainties
unknown unknowns unclear
unpredictable unpredictably unpredictability
unforeseen unforeseeable
unexpected unexpectedly unanticipated
unproven untested unsettled
indefinite indefinitely
ambiguous ambiguity ambiguities vague
possible possibly possibility possibilities
probable probably probability probabilities
perhaps maybe
may might could
likely likelihood unlikely
risk risks risky riskier riskiest
fluctuate fluctuates fluctuated fluctuating fluctuation fluctuations
volatile volatility
variable variability variation variations
contingent contingency contingencies
depend depends depended depending dependent dependence dependency
assume assumes assumed assuming assumption assumptions
believe believes believed
anticipate anticipates anticipated anticipating
predict predicts predicted predicting prediction predictions
speculative speculate speculates speculation
tentative tentatively preliminary
pending
exposure exposures
sudden suddenly
unusual unusually
turbulence turbulent
reassess reassessed reassessment
revise revises revised revising revision revisions
random randomly erratic
deviate deviates deviated deviation deviations
differ differs differed differing
hypothetical hypothetically
conditional conditionally
appear appears appeared seemingly apparently
reconsider reconsidered
somewhat sometimes occasionally
fluid
approximation approximations
imprecise imprecision
doubt doubtful
unquantifiable unmeasurable
`

export const LITIGIOUS_WORDS = `
litigation litigations litigate litigated litigating litigant litigants
lawsuit lawsuits suit suits sue sued sues suing
plaintiff plaintiffs defendant defendants claimant claimants
complaint complaints
allege alleges alleged allegedly allegation allegations
court courts judge judges judicial judiciary
jury juries verdict verdicts
judgment judgments judgement judgements
appeal appeals appealed appellate appellant appellee
tribunal tribunals
arbitration arbitrations arbitrator arbitrators arbitral arbitrate arbitrated
mediation mediator
settlement settlements
injunction injunctions injunctive enjoin enjoined
subpoena subpoenas subpoenaed
indict indicted indictment indictments
prosecute prosecuted prosecuting prosecution prosecutions prosecutor prosecutors
criminal criminally felony felonies misdemeanor
statute statutes statutory
legislation legislative legislature
lawful lawfully unlawful unlawfully
attorney attorneys lawyer lawyers counsel
legally
liable
indemnify indemnifies indemnified indemnification indemnity indemnities
infringe infringes infringed infringing infringement infringements
testify testified testimony witness witnesses
deposition depositions
docket dockets
adjudicate adjudicated adjudication
decree decrees
counterclaim counterclaims crossclaim crossclaims
petition petitions petitioned petitioner petitioners
motions
remand remanded
overturn overturned
hearing hearings
proceeding proceedings
investigation investigations investigate investigates investigated investigating investigative investigator investigators
inquiry inquiries
enforcement
violate violates violated violating violation violations
noncompliance
subrogation
tort torts tortious
fiduciary
antitrust
sanction sanctions
jurisdiction jurisdictions jurisdictional
amicus
pleading pleadings plead pleaded
guilty acquit acquitted acquittal
convict convicted conviction convictions
probation perjury whistleblower whistleblowers
ruling rulings ruled
rescind rescinded rescission
herein hereby hereunder hereof thereof thereto therein thereunder whereof
notwithstanding
certiorari
damages
`

export const CONSTRAINING_WORDS = `
require requires required requiring requirement requirements
obligate obligates obligated obligation obligations obligatory
restrict restricts restricted restricting restriction restrictions restrictive
limit limits limited limiting limitation limitations
prohibit prohibits prohibited prohibiting prohibition prohibitions prohibitive
constrain constrains constrained constraining constraint constraints
covenant covenants
comply complies complied complying compliance
mandate mandates mandated mandatory
commit commits committed commitment commitments
binding
impose imposes imposed imposing imposition
preclude precludes precluded precluding
entail entails
necessitate necessitates necessitated
stipulate stipulates stipulated stipulation stipulations
encumber encumbers encumbered encumbrance encumbrances
pledge pledges pledged
collateralize collateralized
lien liens
irrevocable irrevocably
nontransferable noncancelable noncancellable
unconditional unconditionally
forbid forbids forbidden
refrain refrains
abide
dictate dictates dictated
restrain restrains restrained restraint restraints
curb curbs curbed
compel compels compelled
bound
`

export const STRONG_MODAL_WORDS = `
must will won't shall
always never
definitely definitively certainly
clearly undoubtedly unquestionably undeniably
unequivocally invariably inevitably inevitable
`

export const WEAK_MODAL_WORDS = `
may might could couldn't
perhaps maybe possibly possible conceivably
potentially presumably apparently arguably
sometimes occasionally seldom somewhat
`
