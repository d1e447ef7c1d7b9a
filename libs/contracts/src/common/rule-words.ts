/**
 * The words of each rule of the schemas whose refusal the panel says in the owner's language
 * (docs/decisions.md, D-187). The schemas write their messages with these words and the panel
 * knows a rule by them (`ruleOf`), so a reworded rule cannot leave the panel's table behind.
 * Each key names the panel's sentence, `admin.validation.<key>`; the first rule whose words a
 * message holds is the one.
 */
export const RULE_WORDS = {
  colour: 'colour written #rrggbb',
  timeZone: 'IANA time zone',
  shape: 'must look like',
  enableNeedsIt: 'to enable it',
  phone: 'may hold digits, spaces',
  customButtonUrl: 'needs its action URL',
  link: 'http, https, mailto or tel',
  image: 'http or https address or an uploaded image',
  webLink: 'an http or https link',
  contactRequired: 'required: type an e-mail address or a phone number',
  contact: 'must be an e-mail address or a phone number',
  afterStart: 'must be after',
} as const;

export type RuleName = keyof typeof RULE_WORDS;

export interface KnownRule {
  rule: RuleName;
  /** What a `shape` rule shows as its example (`G-XXXXXXXXXX`): the message's last word. */
  example?: string;
}

const RULES = Object.keys(RULE_WORDS) as RuleName[];

/** The rule a refusal's message is worded by, or undefined for one no rule here words. */
export function ruleOf(message: string): KnownRule | undefined {
  const rule = RULES.find((name) => message.includes(RULE_WORDS[name]));
  if (rule !== 'shape') return rule && { rule };
  const example = message.slice(message.lastIndexOf(RULE_WORDS.shape) + RULE_WORDS.shape.length).trim();
  return { rule, example };
}
