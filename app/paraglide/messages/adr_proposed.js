/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_ProposedInputs */

const en_adr_proposed = /** @type {(inputs: Adr_ProposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposed`)
};

const de_adr_proposed = /** @type {(inputs: Adr_ProposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorgeschlagen`)
};

const fr_adr_proposed = /** @type {(inputs: Adr_ProposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposé`)
};

const es_adr_proposed = /** @type {(inputs: Adr_ProposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propuesto`)
};

const pt_br2_adr_proposed = /** @type {(inputs: Adr_ProposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposto`)
};

const ja_adr_proposed = /** @type {(inputs: Adr_ProposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`変更案`)
};

const ko_adr_proposed = /** @type {(inputs: Adr_ProposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`제안`)
};

/**
* | output |
* | --- |
* | "Proposed" |
*
* @param {Adr_ProposedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_proposed = /** @type {((inputs?: Adr_ProposedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_ProposedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_proposed(inputs)
	if (locale === "fr") return fr_adr_proposed(inputs)
	if (locale === "es") return es_adr_proposed(inputs)
	if (locale === "pt-BR") return pt_br2_adr_proposed(inputs)
	if (locale === "ja") return ja_adr_proposed(inputs)
	if (locale === "ko") return ko_adr_proposed(inputs)
	return en_adr_proposed(inputs)
});