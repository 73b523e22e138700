/**
 * Filing-style sentences for flag detection: factual statements that must raise a flag and
 * hypothetical, conditional, negated or generic wording that must not.
 */
import type { FlagName } from "../../src/domain/names.js"

export interface FlagCases {
  readonly flag: FlagName
  readonly positives: ReadonlyArray<string>
  readonly negatives: ReadonlyArray<string>
}

export const SERIOUS_FLAGS: ReadonlyArray<FlagName> = [
  "material_weakness_flag",
  "ineffective_controls_flag",
  "restatement_flag",
  "non_reliance_flag",
  "going_concern_flag",
  "covenant_breach_flag"
]

export const FLAG_CASES: ReadonlyArray<FlagCases> = [
  {
    flag: "material_weakness_flag",
    positives: [
      "In connection with the preparation of our consolidated financial statements for the year ended December 31, 2023, management identified a material weakness in our internal control over financial reporting related to the design of information technology general controls.",
      "We identified a material weakness in our internal control over financial reporting relating to the accounting for complex revenue arrangements.",
      "Management concluded that a material weakness existed in the Company’s controls over the review of the income tax provision.",
      "During the fourth quarter, we identified two material weaknesses in our internal control over financial reporting.",
      "A material weakness in internal control over financial reporting was identified in connection with the audit of our fiscal 2024 financial statements.",
      "As described in Management’s Report on Internal Control over Financial Reporting, the material weakness described above has not yet been remediated as of December 31, 2024.",
      "Management has determined that there was a material weakness in our controls over the accounting for inventory at our European subsidiary.",
      "Because of the material weakness described below, management concluded that our internal control over financial reporting was not effective as of December 31, 2023.",
      "We are in the process of remediating the material weakness by hiring additional technical accounting personnel and enhancing our review controls.",
      "The material weakness remains unremediated as of the date of this report.",
      "Our independent registered public accounting firm issued an adverse opinion on the effectiveness of our internal control over financial reporting due to the material weaknesses identified by management.",
      "The previously reported material weakness related to user access controls has not been remediated.",
      "This control deficiency constitutes a material weakness.",
      "During the audit, our auditors noted a material weakness relating to the segregation of duties within our financial close process.",
      "As a result of the material weaknesses, our Chief Executive Officer and Chief Financial Officer concluded that our disclosure controls and procedures were not effective.",
      "We have discovered a material weakness in our internal control over financial reporting at our newly acquired subsidiary."
    ],
    negatives: [
      "Management did not identify any material weaknesses in our internal control over financial reporting as of December 31, 2024.",
      "We have not identified any material weaknesses in our internal control over financial reporting.",
      "If we fail to maintain effective internal control over financial reporting, or if we identify a material weakness, investors could lose confidence in our reported results.",
      "We may identify material weaknesses in the future that could cause us to fail to meet our reporting obligations.",
      "A material weakness is a deficiency, or a combination of deficiencies, in internal control over financial reporting, such that there is a reasonable possibility that a material misstatement of the company’s annual or interim financial statements will not be prevented or detected on a timely basis.",
      "Our audit included obtaining an understanding of internal control over financial reporting, assessing the risk that a material weakness exists, testing and evaluating the design and operating effectiveness of internal control based on the assessed risk.",
      "No material weaknesses were identified in connection with our assessment.",
      "The material weakness previously reported in our Annual Report on Form 10-K for fiscal 2023 has been remediated.",
      "Management concluded that the previously identified material weakness was remediated as of June 30, 2024.",
      "Any material weaknesses identified in the future could result in a restatement of our financial statements.",
      "There can be no assurance that a material weakness will not be identified in the future.",
      "The identification of a material weakness could cause investors to lose confidence in the accuracy of our financial statements.",
      "We cannot assure you that we will not discover material weaknesses in our internal control over financial reporting.",
      "Based on this evaluation, management concluded that there were no material weaknesses in our internal control over financial reporting.",
      "In the past we have identified material weaknesses in our internal control over financial reporting, all of which have since been remediated.",
      "Should we identify a material weakness, we would be required to disclose it.",
      "Failure to remediate any material weakness could adversely affect our stock price.",
      "Management concluded that the control deficiency constitutes a significant deficiency but not a material weakness."
    ]
  },
  {
    flag: "ineffective_controls_flag",
    positives: [
      "Based on that evaluation, our Chief Executive Officer and Chief Financial Officer concluded that our disclosure controls and procedures were not effective as of December 31, 2023.",
      "Management concluded that our internal control over financial reporting was not effective as of September 30, 2024, because of the material weakness described below.",
      "Our disclosure controls and procedures were ineffective at the reasonable assurance level as of the end of the period covered by this report.",
      "In our opinion, because of the effect of the material weakness described above on the achievement of the objectives of the control criteria, the Company has not maintained effective internal control over financial reporting as of December 31, 2023, based on criteria established in Internal Control—Integrated Framework (2013).",
      "The Company did not maintain effective internal control over financial reporting as of December 31, 2024.",
      "Management has concluded that, as of June 30, 2024, our internal control over financial reporting was ineffective.",
      "As a result of the material weaknesses, our disclosure controls and procedures were not effective as of March 31, 2024.",
      "Our Chief Executive Officer and Chief Financial Officer have concluded that, as of the end of the period covered by this Quarterly Report, our disclosure controls and procedures were not effective due to the unremediated material weakness.",
      "Management determined that the Company’s internal controls were not effective to ensure that transactions were recorded timely.",
      "We concluded that our internal control over financial reporting is not effective.",
      "Our internal control over financial reporting has not been effective since the second quarter of fiscal 2023.",
      "The disclosure controls and procedures of the Company were not effective as of December 31, 2022.",
      "Our management evaluated the effectiveness of our disclosure controls and procedures and concluded that they were not effective as of the end of the period.",
      "Management identified deficiencies that, in the aggregate, caused our internal control over financial reporting to be ineffective as of year end.",
      "Our disclosure controls and procedures remained ineffective as of the end of the quarter.",
      "The Company’s management concluded that its internal control over financial reporting was not effective as of December 31, 2023."
    ],
    negatives: [
      "Based on this evaluation, our Chief Executive Officer and Chief Financial Officer concluded that our disclosure controls and procedures were effective as of December 31, 2024.",
      "Management concluded that our internal control over financial reporting was effective as of September 28, 2024.",
      "If our internal controls are not effective, we may not be able to accurately report our financial results.",
      "Our disclosure controls and procedures may not be effective in preventing all errors.",
      "We cannot assure you that our internal control over financial reporting will be effective in the future.",
      "Ineffective internal controls could cause investors to lose confidence in our reported financial information.",
      "A control system, no matter how well designed and operated, can provide only reasonable, not absolute, assurance that its objectives will be met.",
      "Any failure to maintain effective internal controls could adversely affect our business.",
      "There were no changes in our internal control over financial reporting during the quarter that have materially affected, or are reasonably likely to materially affect, our internal control over financial reporting.",
      "In the event that our internal control over financial reporting is not effective, the market price of our stock could decline.",
      "Management does not expect that our disclosure controls and procedures or our internal controls will prevent all errors and all fraud.",
      "To the extent our disclosure controls and procedures are not effective, we could fail to file reports timely.",
      "Even effective internal controls can provide only reasonable assurance with respect to financial statement preparation.",
      "Our auditor may issue an adverse opinion if it concludes that our internal control over financial reporting is not effective.",
      "Projections of any evaluation of effectiveness to future periods are subject to the risk that controls may become inadequate.",
      "The effectiveness of our internal control over financial reporting as of December 31, 2024 has been audited by Ernst & Young LLP, as stated in their report."
    ]
  },
  {
    flag: "restatement_flag",
    positives: [
      "As previously disclosed, we restated our previously issued consolidated financial statements for the fiscal years ended December 31, 2022 and 2021.",
      "The Company has restated its unaudited condensed consolidated financial statements for the quarterly periods ended March 31, 2023 and June 30, 2023.",
      "The accompanying financial statements for the year ended December 31, 2022 have been restated to correct errors in the accounting for leases.",
      "Certain amounts in the consolidated balance sheet as of December 31, 2022 were restated to correct the classification of deferred revenue.",
      "The restatement of our previously issued financial statements is described in Note 2.",
      "The Audit Committee, in consultation with management, determined that the Company will restate its financial statements for the affected periods.",
      "We are in the process of restating our financial statements for fiscal 2023 to correct the recognition of revenue.",
      "Selected financial data for fiscal 2022, as restated, is presented below.",
      "This Amendment No. 1 on Form 10-K/A is being filed to restate our audited consolidated financial statements as of and for the year ended December 31, 2023.",
      "Management concluded that the previously issued financial statements for the quarter ended September 30, 2023 should be restated.",
      "We restated our results for the first three quarters of fiscal 2024 to correct errors in the calculation of inventory reserves.",
      "The effects of the restatement on our consolidated statements of operations are presented in Note 18.",
      "As discussed in Note 2, the consolidated financial statements as of December 31, 2022 and for the year then ended have been restated to correct misstatements.",
      "The Company restated its quarterly financial information for each of the quarters in fiscal 2023 in this Annual Report.",
      "In March 2024, we filed amended quarterly reports to restate our condensed consolidated financial statements for the first three quarters of 2023.",
      "We have restated the consolidated financial statements as of December 31, 2022 to correct the errors described below.",
      "Prior period amounts have been restated to reflect the correction of errors in the timing of revenue recognition."
    ],
    negatives: [
      "We may be required to restate our previously issued financial statements.",
      "Errors in our financial statements could result in a restatement of prior period results.",
      "If we are required to restate our financial statements, investors could lose confidence.",
      "We have not restated any of our previously issued financial statements.",
      "No restatement of prior period financial statements was required.",
      "On March 2, 2023, the Company entered into an Amended and Restated Credit Agreement with a syndicate of lenders.",
      "Certain prior period amounts have been reclassified to conform to the current period presentation.",
      "Prior period segment results have been restated to reflect the change in our reportable segments.",
      "All share and per share amounts have been retroactively restated to reflect the three-for-one stock split.",
      "A restatement of our financial statements could cause our stock price to decline.",
      "Exhibit 3.1 Restated Certificate of Incorporation of the Company, as amended.",
      "The Company’s Amended and Restated Bylaws were adopted by the Board on February 1, 2024.",
      "In the event of a restatement, we may be subject to litigation and regulatory scrutiny.",
      "The error was not material to any prior period and therefore did not require a restatement.",
      "Amounts for fiscal 2022 have been recast to reflect discontinued operations.",
      "The Second Amended and Restated 2014 Omnibus Incentive Plan was approved by shareholders in May 2017.",
      "Prior year amounts have been restated to reflect the retrospective adoption of ASU 2023-07.",
      "Certain prior year amounts have been restated to conform to the current year presentation.",
      "The Compensation Committee may require the recovery of incentive compensation if the Company is required to prepare an accounting restatement."
    ]
  },
  {
    flag: "non_reliance_flag",
    positives: [
      "On March 15, 2024, the Audit Committee of the Board of Directors concluded that the Company’s previously issued audited consolidated financial statements for the year ended December 31, 2023 should no longer be relied upon.",
      "The audit committee concluded that the financial statements should no longer be relied upon.",
      "Accordingly, the unaudited interim financial statements included in our Quarterly Reports on Form 10-Q for the periods ended June 30, 2023 and September 30, 2023 should no longer be relied upon.",
      "In addition, the report of our independent registered public accounting firm on those financial statements should no longer be relied upon.",
      "Management and the Audit Committee determined that the Company’s financial statements for fiscal 2022 can no longer be relied upon.",
      "Similarly, related press releases, earnings releases and investor communications describing the Company’s financial statements for these periods should no longer be relied upon.",
      "Item 4.02 Non-Reliance on Previously Issued Financial Statements or a Related Audit Report or Completed Interim Review.",
      "On May 10, 2023, the Board concluded, after discussion with management, that the Company’s unaudited condensed consolidated financial statements for the three months ended March 31, 2023 should not be relied upon.",
      "The Audit Committee has determined that our previously issued financial statements for the quarterly periods in fiscal 2024 should no longer be relied upon because of errors in the accounting for certain warrants.",
      "Investors should no longer rely upon the Company’s previously issued financial statements for the periods described above.",
      "As a result, the Company’s financial statements for the fiscal years 2021 and 2022, and the related auditor’s report, should no longer be relied upon.",
      "The previously issued financial statements contained in the Company’s Annual Report on Form 10-K for the year ended December 31, 2022 should no longer be relied upon.",
      "Following this review, management concluded that the interim financial statements for the quarter ended March 31, 2024 may no longer be relied upon.",
      "Our Audit Committee concluded, in consultation with management and our auditors, that our unaudited financial statements for the first and second quarters of 2023 should no longer be relied upon.",
      "The Company’s audited financial statements for fiscal 2023 and the related audit report of Grant Thornton LLP should no longer be relied upon.",
      "We concluded that our previously issued financial statements should not be relied upon due to the errors described in Note 2."
    ],
    negatives: [
      "Forward-looking statements should not be relied upon as representing our views as of any subsequent date.",
      "You should not rely on forward-looking statements as predictions of future events.",
      "If the Audit Committee were to conclude that our financial statements should no longer be relied upon, our stock price could decline.",
      "There has been no determination that any of our previously issued financial statements should no longer be relied upon.",
      "A restatement could lead to a conclusion that our financial statements can no longer be relied upon.",
      "The information in this report should not be relied upon as legal advice.",
      "Investors should not place undue reliance on these statements.",
      "Management has not concluded that any previously issued financial statements should no longer be relied upon.",
      "Historical results should not be relied upon as indicative of future performance.",
      "Non-GAAP financial measures should not be relied upon as a substitute for measures prepared in accordance with GAAP.",
      "Our quarterly results may vary, and period-to-period comparisons should not be relied upon as indications of future performance.",
      "We do not believe that our previously issued financial statements should no longer be relied upon.",
      "Any determination that our financial statements should no longer be relied upon could harm our reputation.",
      "The audit committee may determine that the financial statements should no longer be relied upon.",
      "Interim results are not necessarily indicative of results for the full year and should not be relied upon as such.",
      "Unaudited pro forma information should not be relied upon as indicative of the results that would have been achieved.",
      "As a result, you should not rely upon our past quarterly financial results as indicators of future performance.",
      "Our quarterly financial results should not be relied upon as indications of future performance."
    ]
  },
  {
    flag: "going_concern_flag",
    positives: [
      "Substantial doubt exists about our ability to continue as a going concern.",
      "These conditions raise substantial doubt about the Company’s ability to continue as a going concern within one year after the date that the financial statements are issued.",
      "Our recurring losses from operations and net capital deficiency raise substantial doubt about our ability to continue as a going concern.",
      "Management has concluded that substantial doubt exists regarding the Company’s ability to continue as a going concern.",
      "The report of our independent registered public accounting firm on our consolidated financial statements includes an explanatory paragraph regarding substantial doubt about our ability to continue as a going concern.",
      "Our auditors have included a going concern explanatory paragraph in their report on our financial statements for the year ended December 31, 2023.",
      "There is substantial doubt about our ability to continue as a going concern.",
      "Management’s plans have not alleviated the substantial doubt about our ability to continue as a going concern.",
      "As a result of these factors, substantial doubt about the Company’s ability to continue as a going concern has not been alleviated.",
      "We have incurred significant losses and negative cash flows from operations, which raised substantial doubt regarding our ability to continue as a going concern.",
      "Our independent auditor’s report for fiscal 2024 contains a going concern qualification.",
      "Our cash position and projected operating losses raise substantial doubt as to our ability to continue as a going concern for the next twelve months.",
      "Based on our current forecast, management determined that substantial doubt exists about the Company’s ability to continue as a going concern.",
      "The Company’s liquidity condition raises substantial doubt about its ability to continue as a going concern.",
      "The financial statements have been prepared assuming the Company will continue as a going concern; however, substantial doubt exists about the Company’s ability to do so.",
      "The Company received a going concern opinion from its auditors in connection with the fiscal 2023 audit."
    ],
    negatives: [
      "There is no substantial doubt about our ability to continue as a going concern.",
      "If we are unable to raise additional capital, there could be substantial doubt about our ability to continue as a going concern.",
      "Management’s plans alleviate the substantial doubt about the Company’s ability to continue as a going concern.",
      "Management evaluated whether there are conditions or events that raise substantial doubt about the Company’s ability to continue as a going concern within one year.",
      "The consolidated financial statements have been prepared on a going concern basis.",
      "Failure to obtain financing could raise substantial doubt about our ability to continue as a going concern.",
      "Management concluded that substantial doubt about the Company’s ability to continue as a going concern has been alleviated by the completed financing.",
      "Our auditors may include a going concern explanatory paragraph in their report, which could impair our ability to obtain financing.",
      "We do not believe that substantial doubt exists about our ability to continue as a going concern.",
      "Management did not identify conditions or events that raise substantial doubt about the Company’s ability to continue as a going concern.",
      "A going concern qualification could impair our ability to finance operations.",
      "Under ASC 205-40, management must evaluate whether substantial doubt exists about the entity’s ability to continue as a going concern.",
      "As of the date of this report, we have concluded that no substantial doubt exists about our ability to continue as a going concern.",
      "The going concern basis of accounting is appropriate for the preparation of these financial statements.",
      "Should our losses continue, we may be unable to continue as a going concern.",
      "Investors could lose confidence if our auditors express substantial doubt about our ability to continue as a going concern."
    ]
  },
  {
    flag: "covenant_breach_flag",
    positives: [
      "As of December 31, 2023, we were not in compliance with the financial covenants under our credit agreement.",
      "We were not in compliance with the financial covenants.",
      "During the fourth quarter, the Company breached the maximum leverage ratio covenant under its revolving credit facility.",
      "We failed to comply with the minimum liquidity covenant contained in our term loan agreement.",
      "An event of default has occurred under the indenture governing our senior notes as a result of our failure to make the interest payment due on March 15, 2024.",
      "We are currently in default under our senior secured credit facility.",
      "On February 12, 2024, we entered into a forbearance agreement with the lenders under our credit agreement.",
      "We obtained a waiver from our lenders for our noncompliance with the fixed charge coverage ratio covenant as of September 30, 2023.",
      "The Company did not meet the minimum EBITDA covenant for the quarter ended June 30, 2024.",
      "As a result of the covenant violation, the lenders accelerated the maturity of all outstanding borrowings.",
      "Our leverage ratio exceeded the maximum permitted under the credit agreement, and as a result we were out of compliance with the financial covenants as of year end.",
      "The Company violated certain financial covenants under its loan agreement during the third quarter.",
      "Because we failed to satisfy the interest coverage ratio requirement, an event of default occurred under the credit facility.",
      "We have been in default under the credit agreement since March 2024 due to the breach of the minimum cash covenant.",
      "The trustee delivered a notice of default, and an event of default under the indenture has been declared.",
      "As of March 31, 2024, the Company was not in compliance with the debt service coverage ratio covenant under its mortgage loan."
    ],
    negatives: [
      "As of December 31, 2024, we were in compliance with all covenants under our credit agreement.",
      "If we fail to comply with the covenants in our credit agreement, our lenders could accelerate our indebtedness.",
      "A breach of any of these covenants could result in an event of default.",
      "Upon the occurrence of an event of default, the lenders may declare all amounts outstanding immediately due and payable.",
      "No event of default has occurred under the indenture.",
      "The credit agreement contains customary events of default and affirmative and negative covenants.",
      "We cannot assure you that we will be able to remain in compliance with our financial covenants.",
      "Our failure to comply with the financial covenants would result in an event of default.",
      "We were not in default under any of our debt agreements as of the end of the year.",
      "There are no financial covenants in the term loan.",
      "We may need to seek waivers or amendments from our lenders if our operating results decline.",
      "The indenture contains covenants that limit our ability to incur additional indebtedness.",
      "We do not anticipate any instances of non-compliance with our debt covenants.",
      "Our ability to maintain compliance with our debt covenants depends on our future operating performance.",
      "In the event we are not in compliance with the covenants, we would seek a waiver from our lenders.",
      "Management believes it is unlikely that an event of default will occur in the next twelve months.",
      "The default rate of interest under the agreement is 2% above the otherwise applicable rate."
    ]
  },
  {
    flag: "investigation_flag",
    positives: [
      "In March 2024, we received a subpoena from the SEC requesting documents related to our revenue recognition practices.",
      "The Company received a civil investigative demand from the Federal Trade Commission in June 2023.",
      "We have received a Wells notice from the staff of the SEC relating to our disclosures.",
      "In 2023, the Department of Justice opened an investigation into the Company’s sales practices.",
      "The SEC is investigating whether our statements regarding product performance were misleading.",
      "We are cooperating with the U.S. Attorney’s Office for the Southern District of New York in its investigation.",
      "Tesla has received requests for information, including subpoenas, from the DOJ regarding Autopilot and FSD.",
      "The Company is the subject of an ongoing investigation by the European Commission regarding its app store practices.",
      "On March 25, 2024, the Commission announced that it had opened a formal noncompliance investigation against the Company.",
      "The FAA has been conducting an investigation into the Company’s 737-9 production and quality control processes.",
      "In January 2024, the National Highway Traffic Safety Administration opened a preliminary evaluation into certain of our vehicles.",
      "The Company received a Statement of Objections from the European Commission’s Directorate-General for Competition in June 2023.",
      "The Audit Committee commenced an internal investigation into the accounting matters raised by a former employee.",
      // enforcement actions and consent decrees belong to the investigation family (flags-truth guide)
      "The SEC filed a civil enforcement action against the Company alleging violations of the antifraud provisions.",
      "On October 15, 2023, the Company entered into a consent decree with the Department of Justice to resolve the allegations."
    ],
    negatives: [
      "We could be subject to investigations by governmental authorities.",
      "We are subject to various legal proceedings, investigations, and regulatory inquiries in the ordinary course of business.",
      "Government investigations could result in significant fines and penalties.",
      "From time to time, we receive subpoenas and other requests for information from regulators.",
      "If the SEC were to commence an investigation, we could incur significant costs.",
      "Many of our competitors have been the subject of government investigations in 2023.",
      "In 2023, the Department of Justice announced an investigation into the pricing practices of the generic drug industry.",
      "We have received, and expect to continue to receive, requests from customers regarding our data practices.",
      "We have not received any subpoenas from regulators.",
      "Regulators may conduct investigations of our business practices, such as the investigations of our competitors.",
      "We are not aware of any pending investigation by the SEC.",
      "We have received, and may in the future receive, requests for information from government agencies.",
      "Like other companies in our industry, we have in the past received subpoenas from the SEC.",
      "Any investigation by the SEC could harm our reputation.",
      "Responding to requests for information from regulators, such as the civil investigative demands we may receive, is costly."
    ]
  },
  {
    flag: "cybersecurity_incident_flag",
    positives: [
      "We detected unauthorized access to our systems in January 2024.",
      "On December 12, 2023, the Company identified a cybersecurity incident involving unauthorized access to certain of its information technology systems.",
      "We experienced a ransomware attack that encrypted certain of our systems and disrupted our manufacturing operations.",
      "The Company determined that a threat actor had gained unauthorized access to its network and exfiltrated certain data.",
      "In February 2024, we discovered that an unauthorized third party had accessed customer data stored in a cloud environment.",
      "We became aware of a cybersecurity incident affecting our customer support systems on October 2, 2023.",
      "A cybersecurity incident occurred on April 5, 2024, in which an unauthorized actor accessed our corporate email system.",
      "We were the target of a sophisticated cyber attack in which threat actors exfiltrated personal information of certain employees.",
      "Our security team detected suspicious activity on our network and determined that an unauthorized party had accessed certain systems.",
      "We suffered a data breach in which the personal information of approximately 2 million customers was accessed.",
      "Medical costs increased in 2024, reflecting the direct response costs of the Change Healthcare cyberattack.",
      "Results for the year include costs related to a 2023 cyberattack at one of our subsidiaries.",
      "The ransomware attack disrupted operations at several of our plants during the third quarter.",
      // an incident stated in the past tense is an event even when called immaterial
      "Like other companies, we have experienced cyberattacks and other security incidents in the past, none of which have been material."
    ],
    negatives: [
      "A cybersecurity incident could harm our business and reputation.",
      "We have not experienced any material cybersecurity incidents to date.",
      "Our systems are designed to detect unauthorized access and respond to security incidents.",
      "If we detect a security incident, our incident response plan requires notification of senior management.",
      "Hackers may gain unauthorized access to our systems and steal confidential information.",
      "Cybersecurity threats, such as ransomware attacks and phishing, continue to increase in frequency.",
      "We are not aware of any cybersecurity incident that has materially affected us.",
      "We maintain a program to identify and respond to cybersecurity incidents, including unauthorized access to our systems.",
      "As of the date of this report, we have not identified a cybersecurity incident that has had a material effect on our business.",
      "Threat actors have attempted to gain unauthorized access to our systems.",
      "The CISO also manages the Product Security Incident Response Team, which focuses on product vulnerabilities.",
      "Our customers have experienced cybersecurity incidents that affected their operations.",
      "Like many companies, we have been the target of phishing attempts.",
      "Widely reported incidents such as the SolarWinds attack show that suppliers can be compromised."
    ]
  },
  {
    flag: "significant_deficiency_flag",
    positives: [
      "In connection with the audit, management identified a significant deficiency in our controls over the review of journal entries.",
      "We identified significant deficiencies related to user access and change management controls.",
      "A significant deficiency in our internal control over financial reporting was identified during the third quarter.",
      "The significant deficiency has not yet been remediated.",
      "Management concluded that the control deficiency constitutes a significant deficiency but not a material weakness.",
      "We are remediating the significant deficiency by implementing additional review procedures.",
      "The previously reported significant deficiency related to inventory costing remains open.",
      "During the audit, our auditors noted significant deficiencies in the design of our financial close controls."
    ],
    negatives: [
      "A significant deficiency is a deficiency, or a combination of deficiencies, in internal control over financial reporting that is less severe than a material weakness, yet important enough to merit attention.",
      "We did not identify any significant deficiencies during our evaluation.",
      "If we identify significant deficiencies, we will be required to remediate them.",
      "No significant deficiencies were identified during the year.",
      "We may in the future identify significant deficiencies in our internal controls.",
      "The significant deficiency identified in the prior year has been remediated.",
      "Significant deficiencies could cause us to fail to meet our reporting obligations.",
      "Management is responsible for communicating any significant deficiencies to the audit committee."
    ]
  },
  {
    flag: "auditor_change_flag",
    positives: [
      "On March 1, 2024, the Audit Committee dismissed Ernst & Young LLP as the Company’s independent registered public accounting firm.",
      "We dismissed BDO USA, LLP as our independent registered public accounting firm, effective upon completion of its review of our quarterly financial statements.",
      "The Audit Committee approved the dismissal of KPMG LLP effective March 15, 2024.",
      "On June 5, 2023, Marcum LLP resigned as our independent registered public accounting firm.",
      "Deloitte & Touche LLP informed the Company that it declined to stand for re-election as the Company’s independent registered public accounting firm.",
      "The Audit Committee engaged Grant Thornton LLP as our new independent registered public accounting firm for the fiscal year ending December 31, 2024.",
      "Item 4.01 Changes in Registrant’s Certifying Accountant.",
      "Effective May 1, 2024, the Company replaced PricewaterhouseCoopers LLP as its independent auditor."
    ],
    negatives: [
      "There were no disagreements with our accountants on accounting and financial disclosure.",
      "The Audit Committee has the authority to dismiss the independent registered public accounting firm.",
      "If our auditor were to resign, we could have difficulty engaging a new firm.",
      "Ernst & Young LLP has served as our auditor since 1986.",
      "The Audit Committee approved the appointment of Deloitte & Touche LLP as our independent registered public accounting firm for fiscal 2025.",
      "We have not changed our independent registered public accounting firm in the past two fiscal years.",
      "Changes in and Disagreements With Accountants on Accounting and Financial Disclosure: None.",
      "The Audit Committee may, in its discretion, select a different independent registered public accounting firm at any time."
    ]
  },
  {
    flag: "guidance_withdrawal_flag",
    positives: [
      "We withdrew our full-year guidance.",
      "Due to the uncertainty surrounding the pandemic, the Company withdrew its previously issued financial guidance for fiscal 2020.",
      "On April 2, 2020, we announced that we were withdrawing our fiscal year 2020 outlook.",
      "The Company has suspended its annual guidance until market conditions stabilize.",
      "Our previously announced outlook for fiscal 2024 is withdrawn.",
      "We will no longer provide quarterly guidance.",
      "Given the rapidly changing environment, the Company is not providing an outlook for the second quarter.",
      "In light of the pending merger, the Company has withdrawn its financial targets for 2025.",
      "The Company rescinded its full-year earnings outlook."
    ],
    negatives: [
      "We reaffirmed our full-year guidance.",
      "We may withdraw or revise our guidance if conditions change.",
      "If economic conditions deteriorate, we could suspend our outlook.",
      "The Company does not provide quarterly guidance.",
      "We have not withdrawn our full-year outlook.",
      "We raised our fiscal 2024 guidance for revenue and earnings per share.",
      "There can be no assurance that we will not withdraw or modify our guidance.",
      "Any decision to suspend guidance could negatively affect our stock price."
    ]
  },
  {
    flag: "material_legal_proceeding_flag",
    positives: [
      "On January 31, 2024, a putative class action lawsuit was filed against the Company and certain of its officers in the United States District Court for the Northern District of California.",
      "In March 2023, the FTC filed a complaint against the Company in federal court alleging violations of antitrust laws.",
      "The Company and certain of its directors were named as defendants in a shareholder derivative action filed in Delaware.",
      "In May 2024, a jury returned a verdict against the Company awarding the plaintiff $120 million in damages.",
      "We agreed to pay $45 million to settle the consolidated securities class action.",
      "A purported stockholder filed a lawsuit against us in the Delaware Court of Chancery alleging breach of fiduciary duty.",
      "The court entered a judgment against the Company in the amount of $32 million, which the Company has appealed.",
      "A putative securities class action was filed against us and certain of our executive officers on March 2, 2025, alleging misleading statements about our product pipeline.",
      "We are defending a consolidated shareholder class action alleging that our 2023 statements about demand were misleading.",
      "The Company is a defendant in numerous lawsuits alleging that its talc-containing products caused ovarian cancer.",
      "In 2023, we agreed to pay $450 million to resolve claims brought by the Department of Labor.",
      "The U.K. Information Commissioner’s Office fined the Company £12.7 million for alleged breaches of data protection law."
    ],
    negatives: [
      "We are involved in various legal proceedings arising in the ordinary course of business.",
      "We are not currently a party to any material legal proceedings.",
      "We could be subject to class action lawsuits if our stock price declines.",
      "If plaintiffs file a lawsuit against us, we may incur significant defense costs.",
      "In 2021, the European Commission fined several of our competitors for antitrust violations.",
      "We filed a lawsuit against a former supplier for breach of contract in 2023.",
      "We are subject to numerous lawsuits alleging product defects in the ordinary course of business.",
      "Litigation, such as the patent infringement lawsuit filed against a competitor last year, can be expensive.",
      "From time to time, lawsuits have been filed against us alleging product defects.",
      "An adverse judgment against us could have a material adverse effect.",
      "We may enter into settlements to resolve claims, which could be costly.",
      "The court granted our motion to dismiss the complaint in its entirety."
    ]
  }
]
