/**
 * The parameters of the history chart widget.
 */
import { COMPONENT_NAMES } from "../domain/names.js"
import { componentLabel, DEFAULT_CHART_COMPONENTS } from "./chart.js"
import type { WidgetParam } from "./descriptors.js"

export const historyChartParams = (tickerParam: WidgetParam, modelParam: WidgetParam): ReadonlyArray<WidgetParam> => {
  const to = new Date().getUTCFullYear()
  return [
    tickerParam,
    { paramName: "from", type: "number", value: to - 9, label: "From", description: "First fiscal year" },
    { paramName: "to", type: "number", value: to, label: "To", description: "Last fiscal year" },
    {
      paramName: "form_type",
      type: "text",
      value: "10-K",
      label: "Form",
      description: "10-K: one point per fiscal year; 10-Q: one per quarter",
      options: [
        { label: "10-K", value: "10-K" },
        { label: "10-Q", value: "10-Q" }
      ]
    },
    {
      paramName: "components",
      type: "text",
      value: DEFAULT_CHART_COMPONENTS.join(","),
      label: "Components",
      description: "Components drawn with the overall score",
      multiSelect: true,
      options: COMPONENT_NAMES.map((c) => ({ label: componentLabel(c), value: c }))
    },
    modelParam
  ]
}
