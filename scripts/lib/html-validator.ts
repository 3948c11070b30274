import { HtmlValidate, Rule, type DOMReadyEvent, type HtmlElement, type RuleDocumentation } from "html-validate";

const placeholderSpec = "https://html.spec.whatwg.org/multipage/form-elements.html#placeholder-label-option";

/** An option's value: its value attribute, or else its text with white space collapsed. */
function optionValue(option: HtmlElement): string {
  const value = option.getAttributeValue("value");
  return value ?? option.textContent.replace(/\s+/g, " ").trim();
}

/**
 * The HTML standard's rule that html-validate lacks: a required single-line select must begin
 * with a placeholder option, an option of the select itself (not of an optgroup) whose value is
 * empty. The W3C checker reports its absence as an error.
 */
class RequiredSelectPlaceholder extends Rule {
  override documentation(): RuleDocumentation {
    return {
      description: "A required select shown as one line must start with an option whose value is empty.",
      url: placeholderSpec,
    };
  }

  setup() {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      for (const select of event.document.querySelectorAll("select[required]")) {
        const size = Number.parseInt(select.getAttributeValue("size") ?? "1", 10);
        if (select.hasAttribute("multiple") || size > 1) continue;
        const first = select.querySelector("option");
        if (first && first.parent === select && optionValue(first) === "") continue;
        this.report(
          select,
          'A required <select> must start with a placeholder <option> whose value is empty (value="").',
        );
      }
    });
  }
}

/** html-validate's "standard" preset and the placeholder rule: what `npm run validate:html` checks. */
export const htmlValidator = new HtmlValidate({
  extends: ["html-validate:standard"],
  plugins: [{ name: "neutra", rules: { "neutra/required-select-placeholder": RequiredSelectPlaceholder } }],
  rules: { "neutra/required-select-placeholder": "error" },
});
