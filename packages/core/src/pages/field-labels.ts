// The names the page builder shows for a block's properties and a choice's options (issue 25): one text
// key per property name and per option value (catalogue group cms, cms-builder.ts), whatever block
// declares it, so a new block's fields are named by adding their keys there (a test checks all are).

const capitalised = (name: string) =>
  name
    .replace(/[^A-Za-z0-9]+(.)/g, (_, next: string) => next.toUpperCase())
    .replace(/^./, (c) => c.toUpperCase());

/** The text key of a property's label: `title` → `cms.fieldTitle`. */
export const fieldLabelKey = (name: string) => `cms.field${capitalised(name)}`;

/** The text key of a choice's option: `primary-light` → `cms.optionPrimaryLight`. */
export const optionLabelKey = (value: string) => `cms.option${capitalised(value)}`;
