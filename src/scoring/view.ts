/**
 * A read-only view of a metrics document by section role, used by both models.
 */
import { type FormType, SECTION_KEYS, SECTION_ROLES, type SectionKey, type SectionRoles } from "../domain/forms.js"
import type { MetricsDocument } from "../domain/metrics-document.js"
import type { DeltaName, FlagName, MetricName } from "../domain/names.js"

export interface DocumentView {
  readonly form: FormType
  readonly roles: SectionRoles
  /** Section keys of the form, in taxonomy order. */
  readonly keys: ReadonlyArray<SectionKey>
  readonly hasMetrics: (section: SectionKey | null) => boolean
  readonly metric: (section: SectionKey | null, name: MetricName) => number | null
  readonly diff: (section: SectionKey | null) => number | null
  readonly delta: (section: SectionKey | null, name: DeltaName) => number | null
  /** Flags are OR-ed across sections. */
  readonly flag: (name: FlagName) => boolean
  /** Sections (taxonomy order) where the flag is true. */
  readonly flagSections: (name: FlagName) => ReadonlyArray<SectionKey>
  /** Sentences that raised the flag, summed over the given sections; null when the document has no counts. */
  readonly flagCount: (name: FlagName, sections: ReadonlyArray<SectionKey>) => number | null
  /** Whether the document carries flags at all (`section_flags` present, even empty). */
  readonly flagsRead: boolean
}

const orNull = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v)

export const viewOf = (doc: MetricsDocument): DocumentView => {
  const form = doc.form_type
  const keys = SECTION_KEYS[form]
  const flagSections = (name: FlagName): ReadonlyArray<SectionKey> =>
    keys.filter((k) => doc.section_flags?.[k]?.[name] === true)
  return {
    form,
    roles: SECTION_ROLES[form],
    keys,
    hasMetrics: (section) => section !== null && orNull(doc.section_metrics[section]) !== null,
    metric: (section, name) => (section === null ? null : orNull(doc.section_metrics[section]?.[name])),
    diff: (section) => (section === null ? null : orNull(doc.section_diffs?.[section])),
    delta: (section, name) => (section === null ? null : orNull(doc.language_deltas?.[section]?.[name])),
    flag: (name) => flagSections(name).length > 0,
    flagSections,
    flagsRead: doc.section_flags !== null && doc.section_flags !== undefined,
    flagCount: (name, sections) => {
      const counts = doc.section_flag_counts
      if (counts === null || counts === undefined) return null
      return sections.reduce((n, k) => n + (counts[k]?.[name] ?? 0), 0)
    }
  }
}
