/** The label alone on its line, over an address block ("Address" / "Westlands" / "Nairobi"). */
export const ADDRESS_LABEL_LINE =
  /^\s*(?:[\p{So}\p{Co}]\s*)?(?:(?:home|postal|current|present|permanent|residential|mailing|correspondence|contact)\s+)?(?:address|location|residence|domicile|based in|lives in|city|adresse|anschrift|wohnort|direcci[óo]n|domicilio|ubicaci[óo]n|endere[çc]o|indirizzo)(?:\s+for\s+(?:communication|correspondence))?\s*:?\s*$/iu;
