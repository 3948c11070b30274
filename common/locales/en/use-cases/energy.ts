import { overlay } from "../../../content/overlay";
import type { UseCase } from "../../use-case";

/** Energy: asset inspection, outages, meter data, maintenance, regulatory reporting. */
const energy: UseCase[] = [
  {
    id: "inspection",
    key: "energy.inspection",
    icon: "scan-search",
    image: "energy-inspection.svg",
    title: "Inspect grid assets with image analysis",
    subtitle: "Check drone and patrol photos for damage automatically",
    persona: "Jan Petersen",
    personaRole: "Head of Asset Management at a distribution system operator",
    story:
      "Every year hundreds of kilometres of overhead line are inspected from the air. Tens of thousands of photos of towers, insulators and corridors land on a shared drive and are reviewed image by image by a handful of specialists.",
    pain: "The photos arrive after two weeks, the review takes three months. By then the damage may well have got worse.",
    solution:
      "An image-recognition model checks every photo for typical findings: damaged insulators, corrosion, loose components, birds’ nests and vegetation in the corridor. It assigns each finding to the right tower, rates its urgency and creates a notification in SAP PM. Your specialists review only the findings instead of every image.",
    steps: [
      "Photos from flights and patrols are imported with their GPS position.",
      "Every image is assigned to its tower and line section from GIS and SAP.",
      "The model recognises damage patterns and rates their urgency.",
      "Specialists confirm or correct the finding, and the model learns from it.",
      "Confirmed findings are created as notifications in SAP PM.",
    ],
    benefits: [
      { title: "Faster review", impact: "e.g. up to 70% less time spent reviewing images" },
      { title: "Earlier intervention", impact: "e.g. findings in a maintenance order within days, not months" },
      { title: "Consistent quality", impact: "e.g. every image assessed against the same criteria" },
    ],
    quote:
      "Our specialists now assess damage instead of leafing through photos. Critical findings reach a work order within a few days.",
  },
  {
    id: "outages",
    key: "energy.outages",
    icon: "zap",
    image: "energy-outages.svg",
    title: "Triage outage reports",
    subtitle: "Merge reports, narrow down the fault, dispatch the crew",
    persona: "Andreas König",
    personaRole: "Head of the Grid Control Centre at a municipal utility",
    story:
      "When the power goes out in a district, hundreds of customers get in touch within minutes by phone, web and app. At the same time alarms from the control system and smart meters come in, and the control centre has to turn all of it into a clear picture.",
    pain: "In a major outage we drown in reports, even though there is usually only one cause.",
    solution:
      "The AI brings together customer reports, control-system alarms and last-gasp messages from smart meters and matches them against the grid topology. It narrows the likely fault location down to a substation or feeder, merges all reports into one incident and prioritises by customers affected and critical infrastructure. Repair crews are dispatched with all the information; customers receive status updates automatically.",
    steps: [
      "Reports from phone, web, control system and smart meters are brought together.",
      "The AI maps them onto the grid topology and recognises reports that belong together.",
      "The likely fault location is narrowed down to a substation or feeder.",
      "The incident is prioritised by number of customers and critical consumers.",
      "The repair crew and customers receive the current status automatically.",
    ],
    benefits: [
      { title: "A clear picture sooner", impact: "e.g. reports assigned to an incident in seconds instead of minutes" },
      { title: "Shorter interruptions", impact: "e.g. up to 20% less time until the crew is on site" },
      { title: "Fewer calls", impact: "e.g. up to 40% fewer calls thanks to proactive customer updates" },
    ],
    quote:
      "In the last storm we knew within five minutes where we had to go first. We used to spend half an hour sorting notes.",
  },
  {
    id: "meter-data",
    key: "energy.meter-data",
    icon: "gauge",
    image: "energy-meter-data.svg",
    title: "Detect meter data anomalies",
    subtitle: "Resolve implausible readings before they reach the bill",
    persona: "Claudia Meier",
    personaRole: "Meter Data Management Team Lead at a utility",
    story:
      "At annual billing, thousands of implausible readings land with the team as exceptions: reading errors, meters mixed up after a replacement, estimated values, unusual load profiles. Each case is investigated individually.",
    pain: "Every billing period we carry a mountain of exceptions over to the next, and wrong bills still go out in the end.",
    solution:
      "A model learns the typical consumption of each metering point and recognises genuine anomalies: reading errors, meter exchanges recorded with the wrong reading, faulty meters, possible tampering. For common cases it proposes the correction directly, such as a substitute value with its reasoning. The team handles the remaining cases with all the information in SAP IS-U.",
    steps: [
      "Readings, load profiles and meter exchanges are imported from SAP IS-U.",
      "The model learns the consumption pattern of each metering point.",
      "Anomalies are classified by cause and relevance for billing.",
      "For standard cases a correction is proposed with its reasoning.",
      "Approved corrections are posted in SAP IS-U before the bill is created.",
    ],
    benefits: [
      { title: "Fewer exceptions", impact: "e.g. up to 50% less manual validation" },
      { title: "Fewer wrong bills", impact: "e.g. up to 30% fewer bill corrections" },
      { title: "Billing on time", impact: "e.g. annual billing without a backlog of exceptions" },
    ],
    quote:
      "We only work on the cases where something is really wrong. Complaints about incorrect bills have dropped markedly.",
  },
  {
    id: "maintenance",
    key: "energy.maintenance",
    icon: "wrench",
    image: "energy-maintenance.svg",
    title: "Plan maintenance by risk",
    subtitle: "Build the condition and criticality of every asset into the maintenance plan",
    persona: "Michael Schäfer",
    personaRole: "Head of Maintenance for substations",
    story:
      "Transformers, switchgear and secondary substations are serviced on fixed cycles, regardless of age, condition and criticality. Budgets are shrinking while the asset base is ageing.",
    pain: "We service assets that run perfectly and have no budget left for the ones that really worry us.",
    solution:
      "The AI combines condition data such as oil analyses, inspection findings, fault history and loading with each asset’s importance for the grid. For every asset it calculates the probability and consequence of failure and proposes which measures can be brought forward, postponed or dropped. The result becomes a maintenance plan and orders in SAP PM.",
    steps: [
      "Master, condition and fault data are combined from SAP PM and other sources.",
      "Probability and consequence of failure are assessed for every asset.",
      "The assets are placed in a risk matrix.",
      "Measures are prioritised by risk and budget.",
      "The agreed plan is created as a maintenance plan and orders in SAP PM.",
    ],
    benefits: [
      { title: "Budget where it counts", impact: "e.g. up to 20% lower maintenance costs at the same risk" },
      { title: "Fewer failures", impact: "e.g. up to 25% fewer unplanned outages at critical assets" },
      { title: "Well-founded decisions", impact: "e.g. every measure backed by a traceable risk assessment" },
    ],
    quote:
      "For the first time I can show management what risk we carry with what budget. It has made the discussion far more objective.",
  },
  {
    id: "reporting",
    key: "energy.reporting",
    icon: "file-check",
    image: "energy-reporting.svg",
    title: "Regulatory reporting",
    subtitle: "Answer regulators’ data requests faster and with confidence",
    persona: "Dr. Eva Brandt",
    personaRole: "Head of Regulatory Management at a grid operator",
    story:
      "Monitoring, outage reports and data for incentive regulation: the surveys from the Federal Network Agency and the state regulators take up weeks every year. The figures come from finance, billing, GIS and grid data.",
    pain: "Every survey is a project. We collect figures by email and hope they match last year’s.",
    solution:
      "The AI collects the required values from the source systems, maps them to the items of the survey forms and checks them against previous years and against each other. Unusual deviations are flagged, each with a draft explanation. Every figure stays traceable back to its source.",
    steps: [
      "The items of the survey forms are mapped to the source systems.",
      "Values are pulled automatically from SAP, IS-U, GIS and grid data.",
      "Validation checks compare them with previous years and related items.",
      "Each deviation gets a draft explanation that cites its source.",
      "Regulatory management reviews, approves and submits.",
    ],
    benefits: [
      { title: "Less effort", impact: "e.g. up to 40% less effort per survey" },
      { title: "Fewer follow-up questions", impact: "e.g. deviations explained before submission" },
      { title: "Figures with a source", impact: "e.g. every figure traceable to its source" },
    ],
    quote:
      "A survey is no longer a week-long project. And when the regulator asks, we have the answer and its source at hand.",
  },
];

export default overlay("en", "use-cases/energy", energy);
