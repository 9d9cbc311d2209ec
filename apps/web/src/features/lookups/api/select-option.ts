/** A choice as Mantine's Select takes it: the id as a string, the translated name as the label. */
export interface SelectOption {
  value: string;
  label: string;
}
